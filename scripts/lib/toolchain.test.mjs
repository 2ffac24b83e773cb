import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  REEXEC_MARK,
  binDir,
  decideRuntime,
  exitStatusOf,
  nodeBinary,
  nodeMajor,
  npmSettingsEnv,
  prependPath,
  readNpmSettings,
  reexecArgs,
  reexecEnv,
  stopWhenOrphaned,
  toolchainCacheDir,
} from './toolchain.mjs';

const toolchain = fileURLToPath(new URL('./toolchain.mjs', import.meta.url));

describe('decideRuntime', () => {
  it('re-runs under a provisioned Node when the running one is older than 24', () => {
    expect(decideRuntime('20.20.2', {})).toEqual({ action: 'reexec' });
    expect(decideRuntime('v23.11.0', {})).toEqual({ action: 'reexec' });
  });

  it('carries on under Node 24 or newer', () => {
    expect(decideRuntime('24.0.0', {})).toEqual({ action: 'run' });
    expect(decideRuntime('v24.21.0', {})).toEqual({ action: 'run' });
    expect(decideRuntime('25.1.0', {})).toEqual({ action: 'run' });
  });

  it('stops instead of looping when the re-run is still on an old Node', () => {
    const decision = decideRuntime('20.20.2', { [REEXEC_MARK]: '1' });
    expect(decision.action).toBe('fail');
    expect(decision.reason).toMatch(/20\.20\.2.*older than 24/);
  });

  it('treats a version it cannot read as too old', () => {
    expect(decideRuntime('garbage', {})).toEqual({ action: 'reexec' });
    expect(nodeMajor('v20.1.0')).toBe(20);
  });
});

describe('toolchainCacheDir', () => {
  it('uses XDG_CACHE_HOME when it is an absolute path', () => {
    expect(toolchainCacheDir({ XDG_CACHE_HOME: '/var/cache/me' }, '/home/me')).toBe(
      '/var/cache/me/contact-directory',
    );
  });

  it('falls back to ~/.cache when XDG_CACHE_HOME is unset or relative (the spec says ignore it)', () => {
    expect(toolchainCacheDir({}, '/home/me')).toBe('/home/me/.cache/contact-directory');
    expect(toolchainCacheDir({ XDG_CACHE_HOME: 'cache' }, '/home/me')).toBe(
      '/home/me/.cache/contact-directory',
    );
  });
});

describe('the re-run', () => {
  const prefix = '/home/me/.cache/contact-directory/node24';

  it('keeps Node flags, the script and its arguments, and drops only the old node binary', () => {
    expect(
      reexecArgs(['--max-old-space-size=512'], ['/usr/bin/node', '/repo/scripts/run.mjs', 'test', '--x']),
    ).toEqual(['--max-old-space-size=512', '/repo/scripts/run.mjs', 'test', '--x']);
  });

  it('puts the provisioned Node first on PATH, clears nodedir and marks the child', () => {
    const env = reexecEnv(
      {
        PATH: '/usr/bin:/bin',
        npm_config_nodedir: '/usr',
        NODE: '/usr/bin/node',
        HOME: '/home/me',
        NODE_EXTRA_CA_CERTS: '/etc/corp/ca.pem',
        HTTPS_PROXY: 'http://proxy.invalid:3128/',
      },
      prefix,
    );
    expect(env.PATH).toBe(`${binDir(prefix)}${path.delimiter}/usr/bin:/bin`);
    expect(env.npm_config_nodedir).toBe('');
    expect(env[REEXEC_MARK]).toBe('1');
    expect(env.NODE).toBe(nodeBinary(prefix));
    expect(env.HOME).toBe('/home/me');
    expect(env.NODE_EXTRA_CA_CERTS).toBe('/etc/corp/ca.pem');
    expect(env.HTTPS_PROXY).toBe('http://proxy.invalid:3128/');
    expect('npm_node_execpath' in env).toBe(false);
  });

  it('keeps the spelling of the PATH key and copes with an empty PATH', () => {
    expect(prependPath({ Path: 'C:\\bin' }, 'D:\\node')).toEqual({
      Path: `D:\\node${path.delimiter}C:\\bin`,
    });
    expect(prependPath({}, '/x')).toEqual({ PATH: '/x' });
  });

  it('reports a child killed by a signal as 128 + its number', () => {
    expect(exitStatusOf(3, null)).toBe(3);
    expect(exitStatusOf(null, 'SIGTERM')).toBe(143);
    expect(exitStatusOf(null, 'SIGINT')).toBe(130);
  });
});

/** A parent that runs `childCode` in the foreground, as the run script runs itself under Node 24. */
function foreground(childCode) {
  const parentCode = `
    import { runInForeground } from ${JSON.stringify(toolchain)};
    runInForeground(process.execPath, ['-e', ${JSON.stringify(childCode)}], {});`;
  const parent = spawn(process.execPath, ['--input-type=module', '-e', parentCode], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  parent.stdout.on('data', (chunk) => (output += chunk));
  const ended = new Promise((resolve) =>
    parent.on('exit', (code, signal) => resolve({ code, signal, output })),
  );
  return { parent, ended };
}

describe('runInForeground', () => {
  it("ends with the child's exit code", async () => {
    const { ended } = foreground('process.exit(7)');
    expect(await ended).toMatchObject({ code: 7, signal: null });
  });

  it('passes a signal on to the child and waits for it to finish', async () => {
    const { parent, ended } = foreground(`
      process.on('SIGTERM', () => { console.log('child cleaned up'); process.exit(3); });
      console.log('ready'); setInterval(() => {}, 1000);`);
    await new Promise((resolve) => parent.stdout.once('data', resolve));
    parent.kill('SIGTERM');
    const result = await ended;
    expect(result.output).toContain('child cleaned up');
    expect(result.code).toBe(3);
  });

  it('dies of the signal that killed the child', async () => {
    const { ended } = foreground("process.kill(process.pid, 'SIGTERM')");
    expect(await ended).toMatchObject({ code: null, signal: 'SIGTERM' });
  });

  it('stops the child when its own parent is gone (npm ends the `sh -c` between it and this script)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-orphan-'));
    const marker = path.join(dir, 'stopped');
    const pidFile = path.join(dir, 'pid');
    const childCode = `require('fs').writeFileSync(${JSON.stringify(pidFile)}, String(process.pid));
      process.on('SIGTERM', () => { require('fs').writeFileSync(${JSON.stringify(marker)}, 'x'); process.exit(0); });
      setInterval(() => {}, 1000);`;
    const parentCode = `
      import { runInForeground } from ${JSON.stringify(toolchain)};
      runInForeground(process.execPath, ['-e', ${JSON.stringify(childCode)}], {});`;
    // The stand-in for sh: starts the run script's process and is then killed outright.
    const shell = spawn(process.execPath, [
      '-e',
      `require('child_process').spawn(process.execPath, ['--input-type=module', '-e', ${JSON.stringify(parentCode)}], { stdio: 'ignore' }); setInterval(() => {}, 1000);`,
    ]);
    await new Promise((r) => setTimeout(r, 1000));
    shell.kill('SIGKILL');
    const deadline = Date.now() + 5000;
    while (!fs.existsSync(marker) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const stopped = fs.existsSync(marker);
    if (!stopped) process.kill(Number(fs.readFileSync(pidFile, 'utf8')), 'SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
    expect(stopped).toBe(true);
  });
});

describe('stopWhenOrphaned', () => {
  it('calls back once the parent pid changes, and not before', async () => {
    let ppid = 100;
    let calls = 0;
    const stop = stopWhenOrphaned(() => calls++, { everyMs: 10, parentPid: () => ppid });
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toBe(0);
    ppid = 1;
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toBe(1);
    stop();
  });
});

describe("the machine's npm settings", () => {
  it('become pnpm settings and npm config files, unless the environment already sets them', () => {
    const env = npmSettingsEnv(
      { pnpm_config_registry: 'http://chosen.invalid/' },
      {
        globalconfig: '/usr/etc/npmrc',
        userconfig: '/home/me/.npmrc',
        registry: 'http://mirror.invalid/',
        cafile: '/etc/corp/ca.pem',
        'strict-ssl': false,
        'https-proxy': 'http://proxy.invalid:3128/',
        'http-proxy': 'http://proxy.invalid:3128/',
        proxy: null,
        noproxy: ['localhost', '.corp.invalid'],
        ca: null,
      },
    );
    expect(env).toEqual({
      npm_config_globalconfig: '/usr/etc/npmrc',
      npm_config_userconfig: '/home/me/.npmrc',
      pnpm_config_cafile: '/etc/corp/ca.pem',
      pnpm_config_strict_ssl: 'false',
      pnpm_config_https_proxy: 'http://proxy.invalid:3128/',
      pnpm_config_http_proxy: 'http://proxy.invalid:3128/',
      pnpm_config_noproxy: 'localhost,.corp.invalid',
    });
  });

  it("are read from npm's own variables when `npm start` ran the script", () => {
    expect(
      readNpmSettings(
        {
          npm_config_globalconfig: '/usr/etc/npmrc',
          npm_config_cafile: '/etc/corp/ca.pem',
          npm_config_yes: '',
        },
        '/',
      ),
    ).toEqual({ globalconfig: '/usr/etc/npmrc', cafile: '/etc/corp/ca.pem' });
  });

  it("reach pnpm and npm under another Node from the machine's global npmrc", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-npmrc-'));
    const globalrc = path.join(dir, 'npmrc');
    const ca = path.join(dir, 'corp-ca.pem');
    fs.writeFileSync(ca, '');
    fs.writeFileSync(
      globalrc,
      `cafile=${ca}\nregistry=http://mirror.invalid/\nhttps-proxy=http://proxy.invalid:3128/\nstrict-ssl=false\n`,
    );
    // The machine's npm, as a shell would start it: no npm_config_* of an enclosing npm run.
    const machine = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => !/^(npm|pnpm)_config_/i.test(key)),
    );
    machine.NPM_CONFIG_GLOBALCONFIG = globalrc;
    machine.NPM_CONFIG_USERCONFIG = path.join(dir, 'no-user-npmrc');
    const settings = readNpmSettings(machine, dir);
    expect(settings).toMatchObject({ cafile: ca, registry: 'http://mirror.invalid/', 'strict-ssl': false });

    // What the re-run gets: the machine's variables minus the one that named the file, plus the bridge.
    const { NPM_CONFIG_GLOBALCONFIG: _dropped, ...rest } = machine;
    const rerun = { ...rest, ...npmSettingsEnv(rest, settings) };
    const get = (tool, key) =>
      spawnSync(tool, ['config', 'get', key], { cwd: dir, env: rerun, encoding: 'utf8' }).stdout.trim();
    expect(get('pnpm', 'cafile')).toBe(ca);
    expect(get('pnpm', 'registry')).toBe('http://mirror.invalid/');
    expect(get('pnpm', 'https-proxy')).toBe('http://proxy.invalid:3128/');
    expect(get('npm', 'cafile')).toBe(ca);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 30_000);
});
