import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { CSRF_HEADER } from '@cd/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let port = 0;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/**
 * Sends the headers of a 20 MB upload and only its first 64 KB, then waits: the answer must come while
 * the rest of the body has not even been sent, so the server cannot have read it.
 */
function startLargeUpload(path: string): Promise<{ response: string; bytesSent: number }> {
  const total = 20 * 1024 * 1024;
  const boundary = 'cdguardtest';
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let response = '';
    let bytesSent = 0;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('no answer while the body was still unsent: the server waited for the body'));
    }, 10_000);
    socket.on('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${CSRF_HEADER}: 1\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${total}\r\n\r\n`,
      );
      const first = Buffer.alloc(64 * 1024, 0x41);
      socket.write(first);
      bytesSent = first.length;
    });
    socket.on('data', (chunk) => {
      response += chunk.toString('latin1');
      if (response.includes('\r\n\r\n')) {
        clearTimeout(timer);
        socket.destroy();
        resolve({ response, bytesSent });
      }
    });
    socket.on('error', (err) => {
      clearTimeout(timer);
      if (response) resolve({ response, bytesSent });
      else reject(err);
    });
  });
}

describe('an unauthenticated upload', () => {
  it('gets 401 before its 20 MB body is read', async () => {
    const ou = await t.db.prisma.organizationUnit.findFirstOrThrow({ where: { code: 'HPG-HK' } });
    const { response, bytesSent } = await startLargeUpload(`/api/ContactImport/ImportContacts?ouID=${ou.id}`);
    expect(response.startsWith('HTTP/1.1 401')).toBe(true);
    expect(bytesSent).toBeLessThan(20 * 1024 * 1024);
    expect(await t.db.prisma.importRun.count()).toBe(0);
  });
});
