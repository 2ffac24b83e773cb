import type { SaxesTagPlain } from 'saxes';
import { isDateFormat } from './cell-text.js';
import { WorkbookError } from './workbook-error.js';
import { readXml } from './xml-stream.js';
import type { ZipPackage } from './zip-reader.js';

const NOT_EXCEL = () => new WorkbookError('NOT_XLSX');
const WORKBOOK_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';
const MACRO_MARKERS = /macroEnabled|vbaProject|vnd\.ms-office\.vba|activeX/i;

const attr = (tag: SaxesTagPlain, name: string) => tag.attributes[name];
/** An attribute by local name whatever its prefix (writers differ: r:id, ns1:id, …). */
const attrLocal = (tag: SaxesTagPlain, local: string) => {
  for (const [name, value] of Object.entries(tag.attributes)) {
    if (name === local || name.endsWith(`:${local}`)) return value;
  }
  return undefined;
};
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

async function readParts(pkg: ZipPackage, name: string, open: (tag: SaxesTagPlain) => void) {
  await readXml(await pkg.open(name), { open: (tag) => open({ ...tag, name: localName(tag.name) }) }, name);
}

export interface SheetRef {
  name: string;
  path: string;
  hidden: boolean;
  /** Hidden so that only code can show it again (Excel's UI cannot make such a sheet). */
  veryHidden: boolean;
}

export interface WorkbookParts {
  sheets: SheetRef[];
  sharedStringsPath: string | null;
  stylesPath: string | null;
  date1904: boolean;
}

/** Resolves a relationship target against the folder of the part that holds it. */
function resolveTarget(baseFolder: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = baseFolder.split('/').filter(Boolean);
  for (const piece of target.split('/')) {
    if (piece === '..') parts.pop();
    else if (piece !== '.' && piece !== '') parts.push(piece);
  }
  return parts.join('/');
}

async function readRelationships(pkg: ZipPackage, relsPath: string, baseFolder: string) {
  const rels = new Map<string, { type: string; path: string }>();
  if (!pkg.has(relsPath)) return rels;
  await readParts(pkg, relsPath, (tag) => {
    if (tag.name !== 'Relationship') return;
    const id = attr(tag, 'Id');
    const target = attr(tag, 'Target');
    if (id && target && attr(tag, 'TargetMode') !== 'External') {
      rels.set(id, { type: attr(tag, 'Type') ?? '', path: resolveTarget(baseFolder, target) });
    }
  });
  return rels;
}

/**
 * Proves the package is an .xlsx workbook (not .xlsm, .xls, .docx, .ods, CSV or a renamed anything) by
 * its parts, and finds its sheets, shared strings and styles.
 */
export async function readWorkbookParts(pkg: ZipPackage): Promise<WorkbookParts> {
  if (!pkg.has('[Content_Types].xml')) throw NOT_EXCEL();
  for (const name of pkg.entries.keys()) if (/vbaProject\.bin$|\/activeX\//i.test(name)) throw NOT_EXCEL();

  const contentTypes = new Map<string, string>();
  await readParts(pkg, '[Content_Types].xml', (tag) => {
    const type = attr(tag, 'ContentType') ?? '';
    if (MACRO_MARKERS.test(type)) throw NOT_EXCEL();
    if (tag.name === 'Override') contentTypes.set((attr(tag, 'PartName') ?? '').replace(/^\//, ''), type);
  });

  const rootRels = await readRelationships(pkg, '_rels/.rels', '');
  const office = [...rootRels.values()].find((r) => r.type.endsWith('/officeDocument'));
  if (!office || !pkg.has(office.path) || contentTypes.get(office.path) !== WORKBOOK_CONTENT_TYPE)
    throw NOT_EXCEL();

  const folder = office.path.slice(0, office.path.lastIndexOf('/') + 1);
  const relsPath = `${folder}_rels/${office.path.slice(folder.length)}.rels`;
  const rels = await readRelationships(pkg, relsPath, folder);

  const sheets: SheetRef[] = [];
  let date1904 = false;
  await readParts(pkg, office.path, (tag) => {
    if (tag.name === 'workbookPr') date1904 = ['1', 'true'].includes(attr(tag, 'date1904') ?? '');
    if (tag.name !== 'sheet') return;
    const rel = rels.get(attrLocal(tag, 'id') ?? '');
    if (rel && rel.type.endsWith('/worksheet') && pkg.has(rel.path)) {
      const state = attr(tag, 'state');
      sheets.push({
        name: attr(tag, 'name') ?? '',
        path: rel.path,
        hidden: state === 'hidden' || state === 'veryHidden',
        veryHidden: state === 'veryHidden',
      });
    }
  });
  const byType = (suffix: string) =>
    [...rels.values()].find((r) => r.type.endsWith(suffix) && pkg.has(r.path))?.path ?? null;
  return { sheets, sharedStringsPath: byType('/sharedStrings'), stylesPath: byType('/styles'), date1904 };
}

/** For each cell style index, whether it shows a date. */
export async function readDateStyles(pkg: ZipPackage, stylesPath: string | null): Promise<boolean[]> {
  if (!stylesPath) return [];
  const customFormats = new Map<number, string>();
  const dateStyles: boolean[] = [];
  let inCellXfs = false;
  const xfs: number[] = [];
  await readXml(
    await pkg.open(stylesPath),
    {
      open: (tag) => {
        const name = localName(tag.name);
        if (name === 'numFmt')
          customFormats.set(Number(attr(tag, 'numFmtId')), attr(tag, 'formatCode') ?? '');
        if (name === 'cellXfs') inCellXfs = true;
        if (name === 'xf' && inCellXfs) xfs.push(Number(attr(tag, 'numFmtId') ?? 0));
      },
      close: (name) => {
        if (localName(name) === 'cellXfs') inCellXfs = false;
      },
    },
    stylesPath,
  );
  for (const id of xfs) dateStyles.push(isDateFormat(id, customFormats.get(id)));
  return dateStyles;
}
