import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Text only: images and fonts are compressed already. HTML is left out: the server rewrites index.html
// at start-up (deploy-time <meta> settings) and compresses its own copy.
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/i;
// Below this, the encoded answer is hardly smaller and the extra files are noise.
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) next to each text asset, where they
 * are smaller than the file; the server sends them as they are (@fastify/static `preCompressed`), so no
 * request pays for compression. Returns the files it compressed.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const done: string[] = [];
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = await fs.readFile(file);
    if (content.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    if (br.length < content.length) await fs.writeFile(`${file}.br`, br);
    if (gz.length < content.length) await fs.writeFile(`${file}.gz`, gz);
    done.push(path.relative(dir, file));
  }
  return done;
}

/** Vite plugin: precompresses the build output once it is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await precompressDir(outDir);
      this.info(`precompressed ${files.length} files (brotli + gzip)`);
    },
  };
}
