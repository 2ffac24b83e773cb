// Runs `prisma generate` without Prisma's download host. Generate never starts the schema engine, but the
// CLI insists on finding one, so it gets a do-nothing stub (STACK-NOTES: "Prisma 7 without its download host").
// Skips the work when schema.prisma and the Prisma version are unchanged since the last run, because
// build, typecheck and test all call this.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputDir = path.join(packageRoot, 'src/generated/prisma');
const stampFile = path.join(outputDir, '.schema-hash');
const require = createRequire(import.meta.url);
const prismaPackageJson = require.resolve('prisma/package.json');
const prismaVersion = JSON.parse(fs.readFileSync(prismaPackageJson, 'utf8')).version;

const schema = fs.readFileSync(path.join(packageRoot, 'schema.prisma'), 'utf8');
const hash = createHash('sha256').update(`${prismaVersion}\n${schema}`).digest('hex');
const force = process.argv.includes('--force');
if (!force && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash) {
  process.exit(0);
}

function stubEngine() {
  if (process.env.PRISMA_SCHEMA_ENGINE_BINARY) return process.env.PRISMA_SCHEMA_ENGINE_BINARY;
  const found = ['/bin/true', '/usr/bin/true'].find((p) => fs.existsSync(p));
  if (found) return found;
  const stub = path.join(
    os.tmpdir(),
    process.platform === 'win32' ? 'prisma-engine-stub.cmd' : 'prisma-engine-stub',
  );
  fs.writeFileSync(stub, process.platform === 'win32' ? '@exit /b 0\r\n' : '#!/bin/sh\nexit 0\n', {
    mode: 0o755,
  });
  return stub;
}

const cli = path.join(path.dirname(prismaPackageJson), 'build/index.js');
const result = spawnSync(process.execPath, [cli, 'generate', '--schema', 'schema.prisma'], {
  cwd: packageRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: stubEngine(),
    // Both would otherwise try to reach Prisma's servers, which these machines cannot.
    CHECKPOINT_DISABLE: '1',
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
  },
});
if (result.status !== 0) process.exit(result.status ?? 1);
fs.writeFileSync(stampFile, hash);
