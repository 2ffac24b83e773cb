import net from 'node:net';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** One route as Fastify registered it, seen through an onRoute hook. */
export interface TableRoute {
  method: string;
  url: string;
  public: boolean;
  /** Field names the route's querystring and body schemas declare (zod objects), for targeted input. */
  fields: string[];
  queryFields: string[];
  bodyFields: string[];
  /** Fields whose schema takes any text (opaque identifiers such as an IdP account id), not numbers. */
  textFields: string[];
  /** Left out of the OpenAPI document (`schema.hide`). */
  hidden: boolean;
  /** The route's own zod schemas, for tests that build requests from them (zod-fields.ts, request-values.ts). */
  querySchema: unknown;
  bodySchema: unknown;
}

const fieldsOf = (schema: unknown): string[] => {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
};

type Parser = { safeParse(value: unknown): { success: boolean } };
const acceptsAnyText = (schema: unknown): string[] => {
  const shape = (schema as { shape?: Record<string, Parser> } | undefined)?.shape;
  if (!shape || typeof shape !== 'object') return [];
  return Object.keys(shape).filter((name) => shape[name]?.safeParse?.('not-a-number').success === true);
};

/**
 * Watches Fastify's own route table: pass `instrument` to createTestApp; every route registered afterwards
 * (today's and tomorrow's) lands in `routes`, and its handler records each call in `reached`, so a test can
 * tell "refused before the handler" from "the handler answered with an error".
 */
export function routeTableSpy() {
  const registered: RouteOptions[] = [];
  const reached: string[] = [];
  const instrument = (app: FastifyInstance) => {
    app.addHook('onRoute', (route: RouteOptions) => {
      registered.push(route);
      const handler = route.handler;
      route.handler = function (this: FastifyInstance, request, reply) {
        reached.push(`${request.method} ${route.url}`);
        return handler.call(this, request, reply);
      };
    });
  };
  // Read once the app is built: hooks registered later (in a child scope) may still change the options.
  const routes = (): TableRoute[] =>
    registered.flatMap((route) =>
      [route.method].flat().map((method) => ({
        method,
        url: route.url,
        public: route.config?.public === true,
        fields: [...new Set([...fieldsOf(route.schema?.querystring), ...fieldsOf(route.schema?.body)])],
        queryFields: fieldsOf(route.schema?.querystring),
        bodyFields: fieldsOf(route.schema?.body),
        textFields: [...acceptsAnyText(route.schema?.querystring), ...acceptsAnyText(route.schema?.body)],
        hidden: (route.schema as { hide?: boolean } | undefined)?.hide === true,
        querySchema: route.schema?.querystring,
        bodySchema: route.schema?.body,
      })),
    );
  const apiRoutes = () =>
    routes()
      .filter((r) => r.url === '/api' || r.url.startsWith('/api/'))
      .filter((r) => r.method !== 'OPTIONS');
  // The SCIM service (issue 18) lives outside /api, behind bearer tokens: the same sweeps walk it.
  const scimRoutes = () =>
    routes()
      .filter((r) => r.url.startsWith('/scim/v2/'))
      .filter((r) => r.method !== 'OPTIONS' && r.method !== 'HEAD');
  return { instrument, routes, reached, apiRoutes, scimRoutes };
}

export const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A concrete path for a route pattern: every parameter becomes `1`, a wildcard `x`. */
export const samplePath = (url: string) =>
  url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, '1').replace(/\*/g, 'x');

/**
 * Spellings of `/api/...` (or `/scim/...`: any first segment) that a router or a proxy might treat as the
 * same path. Each one must either miss every route or meet the same checks as the plain spelling.
 */
export function spellings(path: string): Record<string, string> {
  const first = path.split('/')[1]!;
  const rest = path.slice(first.length + 1);
  const hex = (c: string) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
  const encodeAll = (s: string) => [...s].map((c) => (c === '/' ? c : hex(c)));
  const capital = first.charAt(0).toUpperCase() + first.slice(1);
  return {
    plain: path,
    'percent-encoded a': `/${hex(first.charAt(0)).toLowerCase()}${first.slice(1)}${rest}`,
    'percent-encoded capitals': `/${hex(first.charAt(0).toUpperCase())}${first.slice(1).toUpperCase()}${rest}`,
    'every character percent-encoded': encodeAll(path).join(''),
    'upper case': `/${first.toUpperCase()}${rest}`,
    'mixed case': `/${capital}${rest.replace(/[a-z]/, (c) => c.toUpperCase())}`,
    'absolute-form target': `http://x${path}`,
    'absolute-form https with port': `https://evil.example:8443${path}`,
    'leading double slash': `/${path}`,
    'inner double slash': `/${first}/${rest}`,
    'dot segment': `/${first}/.${rest}`,
    'dot-dot segment': `/${first}/y/..${rest}`,
    'encoded dot-dot segment': `/${first}/y/%2e%2e${rest}`,
    'trailing slash': `${path}/`,
  };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One HTTP/1.1 request over a plain socket, target sent byte for byte: light-my-request and fetch would
 * normalise the spellings under test (dot segments, absolute form) before the server saw them.
 */
export function rawRequest(
  port: number,
  {
    method,
    target,
    headers = {},
    body,
  }: { method: string; target: string; headers?: Record<string, string>; body?: Buffer | string },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body);
    const lines = [`${method} ${target} HTTP/1.1`, 'host: localhost', 'connection: close'];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    if (payload && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-length')) {
      lines.push(`content-length: ${payload.length}`);
    }
    let done = false;
    const finish = (closed = false) => {
      if (done) return;
      const parsed = parseResponse(Buffer.concat(chunks), closed || method === 'HEAD');
      if (!parsed) return;
      done = true;
      socket.destroy();
      resolve(parsed);
    };
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      finish();
    });
    socket.on('end', () => {
      finish(true);
      if (!done) reject(new Error(`incomplete response to ${method} ${target}`));
    });
    socket.on('error', (err) => {
      finish(true);
      if (!done) reject(err);
    });
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (payload) socket.write(payload);
  });
}

/** `final`: nothing more will come (the socket closed, or a HEAD response has no body). */
function parseResponse(raw: Buffer, final: boolean): RawResponse | null {
  const headerEnd = raw.indexOf('\r\n\r\n');
  if (headerEnd < 0) return null;
  const [statusLine, ...headerLines] = raw.subarray(0, headerEnd).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.subarray(headerEnd + 4);
  if (final && body.length === 0) {
    // HEAD, or a refusal without a body
  } else if (headers['transfer-encoding'] === 'chunked') {
    const parts: Buffer[] = [];
    let at = 0;
    for (;;) {
      const lineEnd = body.indexOf('\r\n', at);
      if (lineEnd < 0) return null;
      const size = parseInt(body.subarray(at, lineEnd).toString(), 16);
      if (size === 0) break;
      if (body.length < lineEnd + 2 + size) return null;
      parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
    body = Buffer.concat(parts);
  } else if (headers['content-length'] !== undefined) {
    const length = Number(headers['content-length']);
    if (body.length < length) return null;
    body = body.subarray(0, length);
  } else if (!final) {
    return null; // no length: the body ends when the server closes
  }
  return { status: Number(statusLine?.split(' ')[1]), headers, body: body.toString('utf8') };
}
