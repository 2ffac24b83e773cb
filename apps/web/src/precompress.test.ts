// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from '../precompress';

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('precompressDir (the build step)', () => {
  it('writes smaller brotli and gzip files next to text assets, leaving html, maps, images and tiny files', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-precompress-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    const js = Buffer.from('export const greeting = "hello, directory";\n'.repeat(200));
    const write = (name: string, content: string | Buffer) => fs.writeFileSync(path.join(dir, name), content);
    write('assets/app-1a2b.js', js);
    write('assets/app-1a2b.css', 'body{margin:0}'.repeat(100));
    write('assets/app-1a2b.js.map', js);
    write('assets/logo-3c4d.png', js);
    write('assets/tiny-5e6f.js', 'x()');
    write('index.html', js);

    const done = await precompressDir(dir);

    expect(done.sort()).toEqual(['assets/app-1a2b.css', 'assets/app-1a2b.js']);
    const br = fs.readFileSync(path.join(dir, 'assets/app-1a2b.js.br'));
    const gz = fs.readFileSync(path.join(dir, 'assets/app-1a2b.js.gz'));
    expect(br.length).toBeLessThan(js.length / 10);
    expect(zlib.brotliDecompressSync(br).equals(js)).toBe(true);
    expect(zlib.gunzipSync(gz).equals(js)).toBe(true);
    for (const untouched of [
      'assets/app-1a2b.js.map',
      'assets/logo-3c4d.png',
      'assets/tiny-5e6f.js',
      'index.html',
    ]) {
      expect(fs.existsSync(path.join(dir, `${untouched}.br`)), untouched).toBe(false);
    }
  });
});
