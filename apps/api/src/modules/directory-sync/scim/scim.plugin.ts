import { text } from '@cd/contracts';
import type { SyncConnection, SyncIdentity } from '@cd/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashToken, sameHash } from '../connections.js';
import {
  listResponse,
  MAX_RESULTS,
  schemas,
  serviceProviderConfig,
  userResourceType,
} from './scim-documents.js';
import { noUser, SCIM_CONTENT_TYPE, scimErrorHandler, ScimError, sendScimError } from './scim-errors.js';
import { filterSql } from './scim-filter.js';
import { applyPatch } from './scim-patch.js';
import { applyUser, deleteUser, refuseTaken, syncActor, type SyncContext } from './scim-sync.js';
import { etagOf, readUser, toScimUser } from './scim-user.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The provisioning connection whose bearer token the /scim/v2 request carried. */
    scimConnection: SyncConnection | null;
  }
}

export const SCIM_PREFIX = '/scim/v2';

const listQuery = z.object({
  filter: text().optional(),
  // RFC 7644 §3.4.2.4: below 1 means 1; a negative count means 0.
  startIndex: z.coerce.number().int().optional(),
  count: z.coerce.number().int().optional(),
  attributes: text().optional(),
  excludedAttributes: text().optional(),
});
const idParams = z.object({ id: text() });
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Bearer token of a connection, nothing else: cookies are never read here, and /api never reads this
 * header, so neither credential opens the other's side.
 */
async function authenticateConnection(request: FastifyRequest, reply: FastifyReply) {
  const header = request.headers.authorization;
  const token = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
  const hash = token ? hashToken(token) : undefined;
  const connection = hash
    ? await request.server.prisma.syncConnection.findUnique({ where: { tokenHash: hash } })
    : null;
  if (!connection || connection.revokedAt || !sameHash(connection.tokenHash, hash!)) {
    reply.header('www-authenticate', 'Bearer realm="scim"');
    throw new ScimError(401, 'A valid bearer token of a directory-sync connection is required.');
  }
  request.scimConnection = connection;
}

/** SCIM 2.0 service provider (RFC 7643/7644) for the connections of FN-0008: Users only (decision 100). */
export const scimPlugin: FastifyPluginAsyncZod = async (app) => {
  const { prisma, config } = app;
  const base = `${config.PUBLIC_URL.replace(/\/$/, '')}${SCIM_PREFIX}`;

  app.decorateRequest('scimConnection', null);
  app.setErrorHandler(scimErrorHandler);
  app.setNotFoundHandler((request, reply) =>
    sendScimError(reply, 404, `There is no SCIM endpoint ${request.method} ${request.url.split('?')[0]}.`),
  );
  app.addContentTypeParser(
    ['application/scim+json'],
    { parseAs: 'string', bodyLimit: config.SCIM_MAX_BODY_BYTES },
    app.getDefaultJsonParser('error', 'error'),
  );
  app.addHook('onRequest', authenticateConnection);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    if (String(reply.getHeader('content-type') ?? '').startsWith('application/json'))
      reply.type(SCIM_CONTENT_TYPE);
    return payload;
  });

  const limits = {
    bodyLimit: config.SCIM_MAX_BODY_BYTES,
    config: {
      // Each connection has its own budget, counted in the shared store (decision 093).
      rateLimit: {
        max: config.SCIM_RATE_LIMIT_PER_MINUTE,
        timeWindow: '1 minute',
        keyGenerator: (request: FastifyRequest) => `scim:${request.scimConnection?.id ?? request.ip}`,
      },
    },
  };
  const context = (request: FastifyRequest): SyncContext => {
    const connection = request.scimConnection!;
    return { connection, actor: syncActor(connection, String(request.id)) };
  };
  const sendUser = (reply: FastifyReply, identity: SyncIdentity, status = 200) =>
    reply.status(status).header('etag', etagOf(identity.version)).send(toScimUser(identity, base));

  /** The identity, if this connection owns it; another connection's users do not exist here. */
  const findUser = async (request: FastifyRequest, id: string) => {
    const identity = uuid.test(id)
      ? await prisma.syncIdentity.findFirst({ where: { id, connectionId: request.scimConnection!.id } })
      : null;
    if (!identity) throw noUser(id);
    return identity;
  };

  /** RFC 7644 §3.14: If-Match names the version a change is based on; another is 412. */
  const checkIfMatch = (request: FastifyRequest, identity: SyncIdentity) => {
    const wanted = request.headers['if-match'];
    if (wanted === undefined || wanted.trim() === '*') return;
    const tags = wanted.split(',').map((t) => t.trim());
    if (!tags.includes(etagOf(identity.version)) && !tags.includes(`"${identity.version}"`)) {
      throw new ScimError(412, `The user has changed: its version is now ${etagOf(identity.version)}.`);
    }
  };

  /** Locks the identity for the change, re-reads it, and checks If-Match against what is locked. */
  const lockedUser = async (
    tx: Parameters<Parameters<typeof prisma.$transaction>[0]>[0],
    request: FastifyRequest,
    id: string,
  ) => {
    const found = await findUser(request, id);
    await tx.$queryRaw`SELECT 1 FROM sync_identity WHERE id = ${found.id}::uuid FOR UPDATE`;
    const identity = await tx.syncIdentity.findUniqueOrThrow({ where: { id: found.id } });
    checkIfMatch(request, identity);
    return identity;
  };

  app.get('/ServiceProviderConfig', limits, async () => serviceProviderConfig(base));
  app.get('/ResourceTypes', limits, async () => listResponse([userResourceType(base)]));
  app.get('/ResourceTypes/:id', { ...limits, schema: { params: idParams } }, async (request) => {
    if (request.params.id !== 'User')
      throw new ScimError(404, `There is no resource type ${request.params.id}.`);
    return userResourceType(base);
  });
  app.get('/Schemas', limits, async () => listResponse(schemas(base)));
  app.get('/Schemas/:id', { ...limits, schema: { params: idParams } }, async (request) => {
    const schema = schemas(base).find((s) => s.id === request.params.id);
    if (!schema) throw new ScimError(404, `There is no schema ${request.params.id}.`);
    return schema;
  });

  // Groups: not offered (decision 100); an identity provider that pushes groups gets a clear answer.
  const noGroups = async () => {
    throw new ScimError(
      404,
      'Groups are not supported: a user’s organisation unit comes from its attribute through the connection’s mappings.',
    );
  };
  for (const url of ['/Groups', '/Groups/*']) {
    app.route({ method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], url, ...limits, handler: noGroups });
  }

  app.get('/Users', { ...limits, schema: { querystring: listQuery } }, async (request) => {
    const { filter, startIndex: start = 1, count: wanted = MAX_RESULTS } = request.query;
    const startIndex = Math.max(1, start);
    const count = Math.min(Math.max(0, wanted), MAX_RESULTS);
    const where = filterSql(filter);
    const connectionId = request.scimConnection!.id;
    const [counted] = await prisma.$queryRaw<{ total: bigint }[]>`
      SELECT count(*) AS total FROM sync_identity i WHERE i.connection_id = ${connectionId} AND ${where}`;
    const ids =
      count === 0
        ? []
        : await prisma.$queryRaw<{ id: string }[]>`
            SELECT i.id FROM sync_identity i WHERE i.connection_id = ${connectionId} AND ${where}
             ORDER BY i.created_at, i.id OFFSET ${startIndex - 1} LIMIT ${count}`;
    const rows = await prisma.syncIdentity.findMany({ where: { id: { in: ids.map((r) => r.id) } } });
    const byId = new Map(rows.map((r) => [r.id, r]));
    const page = ids.map((r) => toScimUser(byId.get(r.id)!, base));
    return listResponse(page, Number(counted?.total ?? 0), startIndex);
  });

  app.get('/Users/:id', { ...limits, schema: { params: idParams } }, async (request, reply) => {
    const identity = await findUser(request, request.params.id);
    if (request.headers['if-none-match']?.split(',').some((t) => t.trim() === etagOf(identity.version))) {
      return reply.status(304).header('etag', etagOf(identity.version)).send();
    }
    return sendUser(reply, identity);
  });

  app.post('/Users', limits, async (request, reply) => {
    const user = readUser(request.body);
    const ctx = context(request);
    const identity = await prisma.$transaction(async (tx) => {
      await refuseTaken(tx, ctx.connection.id, user);
      return applyUser(tx, ctx, null, user);
    });
    reply.header('location', `${base}/Users/${identity.id}`);
    return sendUser(reply, identity, 201);
  });

  app.put('/Users/:id', { ...limits, schema: { params: idParams } }, async (request, reply) => {
    const user = readUser(request.body);
    const ctx = context(request);
    const identity = await prisma.$transaction(async (tx) => {
      const current = await lockedUser(tx, request, request.params.id);
      await refuseTaken(tx, ctx.connection.id, user, current.id);
      return applyUser(tx, ctx, current, user);
    });
    return sendUser(reply, identity);
  });

  app.patch('/Users/:id', { ...limits, schema: { params: idParams } }, async (request, reply) => {
    const ctx = context(request);
    const identity = await prisma.$transaction(async (tx) => {
      const current = await lockedUser(tx, request, request.params.id);
      const resource = { ...(current.resource as Record<string, unknown>), active: current.active };
      const user = readUser(applyPatch(resource, request.body));
      await refuseTaken(tx, ctx.connection.id, user, current.id);
      return applyUser(tx, ctx, current, user);
    });
    return sendUser(reply, identity);
  });

  app.delete('/Users/:id', { ...limits, schema: { params: idParams } }, async (request, reply) => {
    const ctx = context(request);
    await prisma.$transaction(async (tx) =>
      deleteUser(tx, ctx, await lockedUser(tx, request, request.params.id)),
    );
    return reply.status(204).send();
  });
};
