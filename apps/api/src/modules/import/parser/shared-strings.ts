import type { WorkbookLimits } from './limits.js';
import { WorkbookError } from './workbook-error.js';
import { readXml } from './xml-stream.js';
import type { ZipPackage } from './zip-reader.js';

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * The shared-string table: plain and rich-text items (runs joined), phonetic guides (`rPh`) left out.
 * Its total size is bounded, since every string is held until the sheet has been read.
 */
export async function readSharedStrings(
  pkg: ZipPackage,
  path: string | null,
  limits: WorkbookLimits,
): Promise<string[]> {
  if (!path) return [];
  const strings: string[] = [];
  let current: string[] | null = null;
  let inText = false;
  let phoneticDepth = 0;
  let totalChars = 0;
  await readXml(
    await pkg.open(path),
    {
      open: (tag) => {
        const name = localName(tag.name);
        if (name === 'si') current = [];
        else if (name === 'rPh') phoneticDepth++;
        else if (name === 't' && current && phoneticDepth === 0) inText = true;
      },
      close: (tagName) => {
        const name = localName(tagName);
        if (name === 't') inText = false;
        else if (name === 'rPh') phoneticDepth--;
        else if (name === 'si' && current) {
          strings.push(current.join(''));
          current = null;
        }
      },
      text: (text) => {
        if (!inText || !current) return;
        totalChars += text.length;
        if (totalChars > limits.maxSharedStringChars) {
          throw new WorkbookError('TOO_LARGE_UNPACKED', 'The workbook holds too much text to be imported.');
        }
        current.push(text);
      },
    },
    path,
  );
  return strings;
}
