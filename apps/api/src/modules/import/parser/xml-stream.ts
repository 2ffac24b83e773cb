import type { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { WorkbookError } from './workbook-error.js';

export interface XmlHandlers {
  open?: (tag: SaxesTagPlain) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
}

const entitiesRefused = () =>
  new WorkbookError(
    'XML_ENTITIES',
    'The workbook declares its own XML entities (DOCTYPE), which Excel never writes; it cannot be imported.',
  );

/**
 * Streams one XML part through saxes. A DOCTYPE is refused outright, so no entity can be declared, let
 * alone expanded; references to undeclared entities are errors in saxes already. Handlers may throw a
 * WorkbookError to stop reading.
 */
export async function readXml(stream: Readable, handlers: XmlHandlers, part: string): Promise<void> {
  const parser = new SaxesParser({ xmlns: false, position: false });
  let failure: unknown = null;
  parser.on('doctype', () => {
    throw entitiesRefused();
  });
  if (handlers.open) parser.on('opentag', handlers.open);
  if (handlers.close) parser.on('closetag', (tag) => handlers.close!(tag.name));
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  parser.on('error', (err) => {
    throw err;
  });
  const decoder = new TextDecoder('utf-8');
  try {
    for await (const chunk of stream) {
      parser.write(decoder.decode(chunk as Buffer, { stream: true }));
    }
    parser.write(decoder.decode());
    parser.close();
  } catch (err) {
    failure = err;
  } finally {
    stream.destroy();
  }
  if (failure instanceof WorkbookError) throw failure;
  if (failure) {
    const detail = failure instanceof Error ? failure.message.split('\n')[0] : String(failure);
    throw new WorkbookError('CORRUPT', `The workbook part ${part} is not well-formed XML (${detail}).`);
  }
}
