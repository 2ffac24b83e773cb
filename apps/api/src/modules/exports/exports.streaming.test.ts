import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { CSRF_HEADER } from '@cd/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InjectBrowser } from '../../test/inject-browser.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../test/test-app.js';
import type * as ContactsExport from './contacts-export.js';
import { loadWorkbook } from '../../test/workbooks.js';

/** Rows the export read from the database, and how many of its row readers were closed. */
const source = vi.hoisted(() => ({ read: 0, closed: 0 }));

vi.mock('./contacts-export.js', async (importOriginal) => {
  const original = await importOriginal<typeof ContactsExport>();
  return {
    ...original,
    async *contactExportRows(...args: Parameters<typeof original.contactExportRows>) {
      try {
        for await (const row of original.contactExportRows(...args)) {
          source.read++;
          yield row;
        }
      } finally {
        source.closed++;
      }
    },
  };
});

const EXTRA_CONTACTS = 20_000;
let t: TestApp;
let oscar: InjectBrowser;
let origin: string;
let ouId: number;
let total: number;
/** The server's end of the latest connection: what it handed to the socket so far. */
let serverSocket: Socket | undefined;

beforeAll(async () => {
  t = await createTestApp();
  oscar = (await signIn(t.app, DEMO.ouAdmin)).browser;
  ouId = (await t.db.prisma.organizationUnit.findUniqueOrThrow({ where: { code: 'HPG-HK-FIN' } })).id;
  // Random text, so the zip stays big enough that socket buffers cannot swallow the whole export; one
  // statement, since 30,000 createMany rows through the search triggers outlast the hook under load.
  await t.db.prisma.$executeRaw`
    INSERT INTO contact (ou_id, first_name, family_name, display_name, email, title, working_location,
                         created_by, modified_by)
    SELECT ${ouId}, md5(random()::text), md5(random()::text), 'Contact ' || i || ' ' || md5(random()::text),
           md5(random()::text) || '@example.com', md5(random()::text),
           md5(random()::text) || md5(random()::text) || md5(random()::text), 'test', 'test'
      FROM generate_series(1, ${EXTRA_CONTACTS}) AS i`;
  total = await t.db.prisma.contact.count({ where: { ouId } });
  t.app.server.on('connection', (socket: Socket) => (serverSocket = socket));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 300_000);
afterAll(() => t.close());

/** A real HTTP download (not inject), so the socket's own flow control is what pushes back. */
function startDownload() {
  const cookie = [...oscar.jar.entries()].map(([key, c]) => `${key.split(';')[0]}=${c.value}`).join('; ');
  return new Promise<{ res: http.IncomingMessage; req: http.ClientRequest }>((resolve, reject) => {
    const req = http.request(`${origin}/api/Contacts/ExportContacts?ouID=${ouId}`, {
      method: 'POST',
      agent: false,
      headers: { cookie, [CSRF_HEADER]: '1' },
    });
    req.on('response', (res) => {
      res.pause();
      resolve({ res, req });
    });
    req.on('error', reject);
    req.end();
  });
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The value once it has not changed for a second (the streams on the way are full). */
async function steady(value: () => number, ms = 30_000) {
  let last = value();
  for (const deadline = Date.now() + ms; Date.now() < deadline;) {
    await settle(1_000);
    if (value() === last) return last;
    last = value();
  }
  throw new Error('never settled');
}

async function waitFor(check: () => boolean, ms = 10_000) {
  for (const deadline = Date.now() + ms; !check();) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await settle(20);
  }
}

describe('contact export over a real connection', () => {
  it('gives a slow reader the whole file while reading rows only a little ahead of it', async () => {
    source.read = 0;
    const { res, req } = await startDownload();
    try {
      expect(res.statusCode).toBe(200);
      // The client reads nothing for a while: the export fills the buffers on the way and then waits for
      // it, instead of reading every row into memory. The socket's own buffers (megabytes on loopback)
      // hold what the server already sent; the rows read beyond that are what the server holds.
      const readWhileStalled = await steady(() => source.read);
      const sentWhileStalled = serverSocket!.bytesWritten;

      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        res.pause();
        setTimeout(() => res.resume(), 2);
      });
      res.resume();
      await new Promise((resolve) => res.on('end', resolve));
      const file = Buffer.concat(chunks);
      const workbook = await loadWorkbook(file);
      expect(workbook.worksheets[0]!.actualRowCount - 1).toBe(total);
      expect(source.read).toBe(total);
      const rowsSent = sentWhileStalled / (file.length / total);
      expect(readWhileStalled - rowsSent).toBeLessThan(total / 10);
    } finally {
      req.destroy();
    }
  }, 300_000);

  it('stops reading rows when the client goes away mid-download', async () => {
    source.read = 0;
    const closedBefore = source.closed;
    const { res, req } = await startDownload();
    let received = 0;
    res.on('data', (chunk: Buffer) => (received += chunk.length));
    res.on('error', () => undefined); // the aborted body ends in an error on the client side
    res.resume();
    await waitFor(() => received > 64 * 1024);
    req.destroy();
    await waitFor(() => source.closed > closedBefore);
    const readAtClose = source.read;
    await settle(500);
    expect(source.read).toBe(readAtClose);
    expect(readAtClose).toBeLessThan(total);

    // The server is healthy afterwards: the next export completes.
    const again = await oscar.request({
      method: 'POST',
      url: `/api/Contacts/ExportContacts?ouID=${ouId}`,
      headers: { [CSRF_HEADER]: '1' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.length).toBeGreaterThan(received);
  }, 300_000);
});
