// The Node.js and pnpm the project needs, fetched from the npm registry into a per-user cache when the
// machine lacks them. The machine's own Node is never replaced: other programs on it depend on it.
// Plain JavaScript that parses on old Node versions, since it runs before anything is checked.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const REQUIRED_NODE_MAJOR = 24;
/** Set in the re-run child, so a provisioned Node that is still too old fails instead of looping. */
export const REEXEC_MARK = 'CD_RUN_PROVISIONED_NODE';

export function nodeMajor(version) {
  return Number(String(version).replace(/^v/, '').split('.')[0]);
}

/**
 * What the run script does on this Node: carry on, re-run itself under a provisioned Node, or stop.
 * @returns {{ action: 'run' } | { action: 'reexec' } | { action: 'fail', reason: string }}
 */
export function decideRuntime(version, env, required = REQUIRED_NODE_MAJOR) {
  const major = nodeMajor(version);
  if (Number.isInteger(major) && major >= required) return { action: 'run' };
  if (env[REEXEC_MARK]) {
    return {
      action: 'fail',
      reason: `the provisioned Node.js is ${version}, still older than ${required}`,
    };
  }
  return { action: 'reexec' };
}

/** `$XDG_CACHE_HOME/contact-directory`, else `~/.cache/contact-directory` (per user, outside the checkout). */
export function toolchainCacheDir(env, homedir) {
  const xdg = env.XDG_CACHE_HOME;
  const base = xdg && path.isAbsolute(xdg) ? xdg : path.join(homedir, '.cache');
  return path.join(base, 'contact-directory');
}

export const nodeCacheDir = (cacheRoot, major = REQUIRED_NODE_MAJOR) => path.join(cacheRoot, `node${major}`);
export const pnpmCacheDir = (cacheRoot, version) => path.join(cacheRoot, `pnpm-${version}`);
export const binDir = (prefix) => path.join(prefix, 'node_modules', '.bin');
export const nodeBinary = (prefix) => path.join(prefix, 'node_modules', 'node', 'bin', 'node');

function pathKey(env) {
  return Object.keys(env).find((key) => key.toUpperCase() === 'PATH') ?? 'PATH';
}

/** `dir` first on PATH, keeping the key's spelling (Windows has `Path`). */
export function prependPath(env, dir) {
  const key = pathKey(env);
  return { ...env, [key]: env[key] ? `${dir}${path.delimiter}${env[key]}` : dir };
}

/**
 * The environment of the re-run: the provisioned Node first on PATH so pnpm, turbo and every script they
 * start run on it too; no `nodedir` (a machine's npmrc may point native builds at the old Node's headers);
 * npm's record of the Node that started it corrected.
 */
export function reexecEnv(env, nodePrefix) {
  const next = prependPath(env, binDir(nodePrefix));
  next.npm_config_nodedir = '';
  next[REEXEC_MARK] = '1';
  for (const key of ['NODE', 'npm_node_execpath']) if (key in next) next[key] = nodeBinary(nodePrefix);
  return next;
}

/**
 * npm's settings that decide how packages are fetched. pnpm reads none of npm's global npmrc (nor npm's
 * `npm_config_*` variables), and npm itself, run by another Node, looks for its global npmrc beside that
 * Node; so a corporate CA file, a mirror or a proxy set for npm would be lost on the way.
 */
export const NPM_NETWORK_SETTINGS = [
  'registry',
  'cafile',
  'ca',
  'strict-ssl',
  'proxy',
  'http-proxy',
  'https-proxy',
  'noproxy',
];
/** Where npm found its settings: passed on so npm under the fetched Node reads the same files. */
const NPM_CONFIG_FILES = ['globalconfig', 'userconfig'];

const envName = (prefix, key) => `${prefix}${key.replaceAll('-', '_')}`;
const inEnv = (env, prefix, key) =>
  env[envName(prefix, key)] !== undefined || env[envName(prefix, key).toUpperCase()] !== undefined;

/**
 * npm's effective settings for the keys above: from npm's own environment when npm started this
 * script (`npm start` exports every setting that differs from its default), else from
 * `npm config list --json` run in `cwd` (global, user and project npmrc, and the environment).
 */
export function readNpmSettings(env, cwd) {
  const keys = [...NPM_CONFIG_FILES, ...NPM_NETWORK_SETTINGS];
  if (env.npm_config_globalconfig) {
    return Object.fromEntries(
      keys
        .filter((key) => env[envName('npm_config_', key)])
        .map((key) => [key, env[envName('npm_config_', key)]]),
    );
  }
  const res = spawnSync('npm', ['config', 'list', '--json'], {
    cwd,
    env,
    encoding: 'utf8',
    shell: process.platform === 'win32',
  });
  if (res.status !== 0) return {};
  try {
    const all = JSON.parse(res.stdout);
    return Object.fromEntries(keys.filter((key) => key in all).map((key) => [key, all[key]]));
  } catch {
    return {};
  }
}

function settingText(key, value) {
  if (value === null || value === undefined || value === '') return undefined;
  if (Array.isArray(value)) {
    const items = value.filter((item) => item !== '' && item !== null);
    if (items.length === 0) return undefined;
    // pnpm reads a list from the environment as JSON; npm's noproxy is a comma-separated list.
    return key === 'noproxy' ? items.join(',') : JSON.stringify(items);
  }
  return String(value);
}

/**
 * The variables that carry npm's settings to pnpm (`pnpm_config_*`) and to npm under another Node
 * (`npm_config_globalconfig`, `npm_config_userconfig`). What the environment already says wins.
 */
export function npmSettingsEnv(env, settings) {
  const next = {};
  for (const key of NPM_CONFIG_FILES) {
    const value = settingText(key, settings[key]);
    if (value !== undefined && !inEnv(env, 'npm_config_', key)) next[envName('npm_config_', key)] = value;
  }
  for (const key of NPM_NETWORK_SETTINGS) {
    const value = settingText(key, settings[key]);
    if (value !== undefined && !inEnv(env, 'pnpm_config_', key)) next[envName('pnpm_config_', key)] = value;
  }
  return next;
}

/** The same invocation under another Node: its flags, the script, the script's arguments. */
export function reexecArgs(execArgv, argv) {
  return [...execArgv, ...argv.slice(1)];
}

function versionOf(binary) {
  const probe = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return probe.status === 0 ? probe.stdout.trim() : undefined;
}

function npmInstall(prefix, spec) {
  // Into a sibling folder, then renamed: an interrupted fetch never leaves a half-made toolchain behind,
  // and two runs fetching at once both end up with one complete folder.
  const partial = `${prefix}.partial-${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  const res = spawnSync(
    'npm',
    ['install', '--prefix', partial, '--no-audit', '--no-fund', '--no-save', '--loglevel=error', spec],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, npm_config_nodedir: '' },
      shell: process.platform === 'win32',
    },
  );
  if (res.status !== 0) {
    fs.rmSync(partial, { recursive: true, force: true });
    return false;
  }
  fs.rmSync(prefix, { recursive: true, force: true });
  try {
    fs.renameSync(partial, prefix);
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    if (!fs.existsSync(prefix)) throw error;
  }
  return true;
}

const tilde = (dir) => (dir.startsWith(os.homedir()) ? `~${dir.slice(os.homedir().length)}` : dir);

/**
 * A Node.js of the required major in the cache, fetched on first use. Returns its prefix, or throws with
 * the command that does the same by hand.
 */
export function provisionNode(cacheRoot, log) {
  const prefix = nodeCacheDir(cacheRoot);
  const cached = fs.existsSync(nodeBinary(prefix)) ? versionOf(nodeBinary(prefix)) : undefined;
  const running = process.versions.node;
  if (cached && nodeMajor(cached) === REQUIRED_NODE_MAJOR) {
    log(
      `▶ Node.js ${running} is older than ${REQUIRED_NODE_MAJOR}: running under Node.js ${cached.slice(1)} from ${tilde(prefix)}`,
    );
    return prefix;
  }
  log(
    `▶ Node.js ${running} is older than ${REQUIRED_NODE_MAJOR}: fetching Node.js ${REQUIRED_NODE_MAJOR} into ${tilde(prefix)} (once; the system's Node stays as it is)`,
  );
  if (!npmInstall(prefix, `node@${REQUIRED_NODE_MAJOR}`) || !versionOf(nodeBinary(prefix))) {
    throw new Error(
      `Could not fetch Node.js ${REQUIRED_NODE_MAJOR} with npm. Install it yourself (nvm install ${REQUIRED_NODE_MAJOR}), or:\n` +
        `  npm i --prefix "$HOME/.node${REQUIRED_NODE_MAJOR}" node@${REQUIRED_NODE_MAJOR} && export PATH="$HOME/.node${REQUIRED_NODE_MAJOR}/node_modules/.bin:$PATH"`,
    );
  }
  return prefix;
}

/**
 * The pinned pnpm (package.json `packageManager`) on PATH: the one already there when it is that
 * version, else fetched once into the cache. Returns the folder to put first on PATH, if any.
 */
export function provisionPnpm(version, cacheRoot, log) {
  const onPath = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  if (onPath.status === 0 && onPath.stdout.trim() === version) return undefined;
  const prefix = pnpmCacheDir(cacheRoot, version);
  if (!fs.existsSync(path.join(binDir(prefix), 'pnpm'))) {
    log(`▶ fetching pnpm ${version} (the packageManager pin) into ${tilde(prefix)} (once)`);
    if (!npmInstall(prefix, `pnpm@${version}`)) {
      throw new Error(
        `Could not fetch pnpm ${version} with npm; install it yourself: npm i -g pnpm@${version}`,
      );
    }
  }
  return binDir(prefix);
}

/**
 * Calls `onOrphaned` once this process's parent is gone. `npm start` runs this script through `sh -c`,
 * and a signal npm passes on ends that shell without reaching this script: without this, the server and
 * its PostgreSQL would keep their ports after `npm` was stopped. Returns the function that stops watching.
 */
export function stopWhenOrphaned(onOrphaned, { everyMs = 200, parentPid = () => process.ppid } = {}) {
  const parent = parentPid();
  const timer = setInterval(() => {
    if (parentPid() === parent) return;
    clearInterval(timer);
    onOrphaned();
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** The exit status a parent reports for a child that exited with `code` or was killed by `signal`. */
export function exitStatusOf(code, signal) {
  if (signal) return 128 + (os.constants.signals[signal] ?? 1);
  return code ?? 1;
}

/**
 * Runs a command in the foreground: stdio shared, signals passed on, and this process ends the way the
 * child ended (same code, or killed by the same signal).
 */
export function runInForeground(command, args, options) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  const forwarded = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'];
  const forward = (signal) => child.kill(signal);
  for (const signal of forwarded) process.on(signal, forward);
  const stopWatching = stopWhenOrphaned(() => forward('SIGTERM'));
  child.on('error', (error) => {
    console.error(`\n✖ could not run ${command}: ${error.message}\n`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    stopWatching();
    for (const s of forwarded) process.off(s, forward);
    const status = exitStatusOf(code, signal);
    if (!signal) process.exit(status);
    // Die of the same signal, so whoever started this sees what happened; the status a shell would
    // report stays the fallback should the signal not end this process.
    process.kill(process.pid, signal);
    setTimeout(() => process.exit(status), 200);
  });
  return child;
}
