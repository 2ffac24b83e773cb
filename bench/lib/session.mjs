// What benchmarks that call the API as a user share: a cookie jar, the real OIDC sign-in through the
// embedded IdP, and the server process's memory from /proc.
import fs from 'node:fs';

/** VmRSS / VmHWM of the server process in MiB (the embedded PostgreSQL runs in its own processes). */
export function memory(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return { rssMiB: kib('VmRSS') / 1024, hwmMiB: kib('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** Resets VmHWM to the current RSS (Linux: "5" > clear_refs); false when not allowed. */
export function resetPeak(pid) {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** A browser stand-in for one origin: cookies by name and path, sent where the path matches. */
export class CookieJar {
  cookies = new Map();

  constructor(signal) {
    this.signal = signal;
  }

  header(url) {
    const pathname = new URL(url).pathname;
    const now = Date.now();
    const pairs = [];
    for (const c of this.cookies.values()) {
      const prefix = c.path.endsWith('/') ? c.path : `${c.path}/`;
      if ((c.path === '/' || pathname === c.path || pathname.startsWith(prefix)) && !(c.expires <= now)) {
        pairs.push(`${c.name}=${c.value}`);
      }
    }
    return pairs.join('; ');
  }

  store(res) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const c = { name: pair.slice(0, eq), value: pair.slice(eq + 1), path: '/', expires: Infinity };
      for (const attr of attrs) {
        const [k, v = ''] = attr.split('=');
        const key = k.toLowerCase();
        if (key === 'path') c.path = v || '/';
        else if (key === 'max-age') c.expires = Date.now() + Number(v) * 1000;
        else if (key === 'expires' && c.expires === Infinity) c.expires = Date.parse(v);
      }
      const id = `${c.name};${c.path}`;
      if (c.value === '' || c.expires <= Date.now()) this.cookies.delete(id);
      else this.cookies.set(id, c);
    }
  }

  value(name) {
    return [...this.cookies.values()].find((c) => c.name === name)?.value;
  }

  async fetch(url, init = {}) {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      signal: this.signal(),
      headers: { ...init.headers, cookie: this.header(url) },
    });
    this.store(res);
    return res;
  }
}

/** Follows redirects on this origin only; returns the first response that is not a redirect to follow. */
async function follow(jar, res, url, trail, until, origin) {
  for (let hop = 0; hop < 20; hop++) {
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || !location || until?.(url, res)) return { res, url };
    await res.arrayBuffer();
    const next = new URL(location, url);
    if (next.origin !== origin) throw new Error(`sign-in left the origin: ${next.href}`);
    url = next.href;
    res = await jar.fetch(url);
    trail.push(`GET ${next.pathname} -> ${res.status}`);
  }
  throw new Error(`too many redirects:\n  ${trail.join('\n  ')}`);
}

/** The real flow: login -> IdP authorize -> interaction -> credentials -> callback. Returns the jar and ms. */
export async function signIn({ origin, account, signal }) {
  const jar = new CookieJar(signal);
  const trail = [];
  const started = performance.now();
  let url = `${origin}/api/auth/login?returnTo=/`;
  let res = await jar.fetch(url);
  trail.push(`GET /api/auth/login -> ${res.status}`);
  ({ res, url } = await follow(jar, res, url, trail, undefined, origin));
  const interaction = new URL(url).pathname;
  if (res.status !== 200 || !/^\/idp\/interaction\/[^/]+$/.test(interaction)) {
    throw new Error(`expected the IdP sign-in page, got ${res.status} ${url}:\n  ${trail.join('\n  ')}`);
  }
  await res.arrayBuffer();
  url = `${origin}${interaction}/login`;
  res = await jar.fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `email=${encodeURIComponent(account.email)}&password=${encodeURIComponent(account.password)}`,
  });
  trail.push(`POST ${interaction}/login -> ${res.status}`);
  const isCallback = (u) => new URL(u).pathname === '/callback';
  ({ res, url } = await follow(jar, res, url, trail, isCallback, origin));
  const ms = performance.now() - started;
  await res.arrayBuffer();
  if (!isCallback(url) || res.status !== 302 || res.headers.get('location') !== '/' || !jar.value('cd_at')) {
    throw new Error(`sign-in did not finish at /callback -> 302 / with cd_at:\n  ${trail.join('\n  ')}`);
  }
  return { jar, ms, hops: trail.length };
}

/** Samples the process's RSS every `everyMs` until stopped; returns the highest seen (MiB). */
export function sampleRss(pid, everyMs = 100) {
  let peak = memory(pid)?.rssMiB ?? 0;
  const timer = setInterval(() => {
    const now = memory(pid)?.rssMiB;
    if (now && now > peak) peak = now;
  }, everyMs);
  return () => {
    clearInterval(timer);
    const last = memory(pid);
    return Math.max(peak, last?.hwmMiB ?? 0);
  };
}
