import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

type App = Pick<FastifyInstance, 'inject'>;
interface StoredCookie {
  value: string;
  path: string;
  expires?: Date;
}

/**
 * A browser stand-in over `app.inject`: keeps cookies by name and path, sends the ones whose path matches,
 * and follows same-origin redirects, so whole sign-in flows run in-process against the real app.
 */
export class InjectBrowser {
  readonly jar = new Map<string, StoredCookie>();
  readonly visited: string[] = [];

  /**
   * `settle` runs before each request: the test helpers pass the app's auth-cache sync, so a grant or
   * session a test wrote straight into the database is seen by the next request as deterministically as
   * one written through the API (decision 005), instead of whenever its notification happens to arrive.
   */
  constructor(
    private readonly app: App,
    private readonly settle?: () => Promise<void>,
  ) {}

  cookie(name: string): string | undefined {
    return [...this.jar.entries()].find(([key]) => key.startsWith(`${name};`))?.[1].value;
  }

  setCookie(name: string, value: string, path = '/') {
    this.jar.set(`${name};${path}`, { value, path });
  }

  /** The browser's clock moves on by `ms`: cookies whose expiry that passes are no longer sent. */
  elapse(ms: number) {
    for (const c of this.jar.values()) if (c.expires) c.expires = new Date(c.expires.getTime() - ms);
  }

  private cookieHeader(url: string): string | undefined {
    const path = new URL(url, 'http://x').pathname;
    const now = new Date();
    const pairs = [...this.jar.entries()]
      .filter(
        ([, c]) =>
          (c.path === '/' || path === c.path || path.startsWith(`${c.path.replace(/\/$/, '')}/`)) &&
          (!c.expires || c.expires > now),
      )
      .map(([key, c]) => `${key.split(';')[0]}=${c.value}`);
    return pairs.length ? pairs.join('; ') : undefined;
  }

  private store(response: LightMyRequestResponse) {
    for (const c of response.cookies as {
      name: string;
      value: string;
      path?: string;
      expires?: Date;
      maxAge?: number;
    }[]) {
      const key = `${c.name};${c.path ?? '/'}`;
      const gone = c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now());
      if (gone) this.jar.delete(key);
      else this.jar.set(key, { value: c.value, path: c.path ?? '/', expires: c.expires });
    }
  }

  async request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    await this.settle?.();
    const cookie = this.cookieHeader(options.url);
    const response = await this.app.inject({
      ...options,
      headers: { ...(options.headers ?? {}), ...(cookie ? { cookie } : {}) },
    });
    this.visited.push(`${options.method ?? 'GET'} ${options.url} -> ${response.statusCode}`);
    this.store(response);
    return response;
  }

  /** GETs the URL and follows redirects that stay on this origin; returns the first non-redirect response. */
  async follow(
    first: LightMyRequestResponse | string,
    origin: string,
    maxHops = 15,
  ): Promise<LightMyRequestResponse> {
    let response = typeof first === 'string' ? await this.request({ method: 'GET', url: first }) : first;
    for (let hop = 0; hop < maxHops && response.statusCode >= 300 && response.statusCode < 400; hop++) {
      const location = String(response.headers.location);
      const next = new URL(location, origin);
      if (next.origin !== origin) return response;
      response = await this.request({ method: 'GET', url: next.pathname + next.search });
    }
    return response;
  }
}
