// readXml on hand-made streams: characters split across chunks, which handlers it calls, and what a
// malformed part is called.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { WorkbookError } from './workbook-error.js';
import { readXml, type XmlHandlers } from './xml-stream.js';

const chunks = (...parts: (string | Buffer)[]) =>
  Readable.from(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : p)),
    { objectMode: false },
  );

async function outcome(stream: Readable, handlers: XmlHandlers) {
  try {
    await readXml(stream, handlers, 'xl/part.xml');
    return 'read';
  } catch (err) {
    expect(err).toBeInstanceOf(WorkbookError);
    return err as WorkbookError;
  }
}

describe('readXml', () => {
  it('reads a character whose bytes are split across chunks', async () => {
    const name = Buffer.from('<t>名字</t>');
    const texts: string[] = [];
    const stream = chunks(name.subarray(0, 5), name.subarray(5, 8), name.subarray(8));
    expect(await outcome(stream, { text: (t) => texts.push(t) })).toBe('read');
    expect(texts.join('')).toBe('名字');
  });

  it('refuses a part cut off inside a character', async () => {
    const cut = Buffer.from('名').subarray(0, 2);
    const err = await outcome(chunks('<t>x</t>', cut), { text: () => undefined });
    expect(err).toMatchObject({ reason: 'CORRUPT' });
  });

  it('calls only the handlers given: tags alone, or text alone', async () => {
    const opened: string[] = [];
    const closed: string[] = [];
    expect(
      await outcome(chunks('<a x="1">one<b/><![CDATA[two]]></a>'), {
        open: (tag) => opened.push(`${tag.name}${tag.attributes.x ?? ''}`),
        close: (name) => closed.push(name),
      }),
    ).toBe('read');
    expect([opened, closed]).toEqual([
      ['a1', 'b'],
      ['b', 'a'],
    ]);
    const texts: string[] = [];
    expect(await outcome(chunks('<a>one<b/><![CDATA[two]]></a>'), { text: (t) => texts.push(t) })).toBe(
      'read',
    );
    expect(texts).toEqual(['one', 'two']);
  });

  it('reads prefixed names whatever namespaces are declared', async () => {
    const opened: string[] = [];
    const xml = '<x:worksheet><x:row r:id="1"/></x:worksheet>';
    expect(await outcome(chunks(xml), { open: (tag) => opened.push(tag.name) })).toBe('read');
    expect(opened).toEqual(['x:worksheet', 'x:row']);
  });

  it('names the part and the first line of what is wrong', async () => {
    const err = await outcome(chunks('<worksheet><sheetData><row>'), {});
    expect(err).toMatchObject({ reason: 'CORRUPT' });
    expect((err as WorkbookError).message).toBe(
      'The workbook part xl/part.xml is not well-formed XML (unclosed tag: row).',
    );
  });

  it('passes on a WorkbookError a handler throws, and refuses a DOCTYPE', async () => {
    const stop = new WorkbookError('TOO_MANY_ROWS', 'stop');
    expect(
      await outcome(chunks('<a><b/></a>'), {
        open: (tag) => {
          if (tag.name === 'b') throw stop;
        },
      }),
    ).toBe(stop);
    const doctype = await outcome(chunks('<!DOCTYPE a><a/>'), {});
    expect(doctype).toMatchObject({ reason: 'XML_ENTITIES' });
  });
});
