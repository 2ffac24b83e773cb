import type { PrismaClient } from '@cd/db';
import type { Adapter, AdapterPayload } from 'oidc-provider';

/** Models whose artifacts belong to a grant and die with it (as in oidc-provider's memory adapter). */
const grantable = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

type JsonInput = Parameters<PrismaClient['oidcPayload']['create']>[0]['data']['payload'];

interface StoredRow {
  payload: unknown;
  expiresAt: Date | null;
  consumedAt: Date | null;
}

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

export interface PrismaAdapterOptions {
  /** Seconds added to each artifact's lifetime in storage, like oidc-provider's clockTolerance. */
  clockTolerance?: number;
  now?: () => number;
}

/**
 * oidc-provider storage in the `oidc_payload` table, so every replica sees the same sessions, interactions,
 * grants and codes. Rows are keyed `<Model>:<id>` (ids are only unique within one model); expired rows are
 * never returned, and the sweep job (jobs/sweep-expired.ts) deletes them.
 */
export function createPrismaAdapterFactory(prisma: PrismaClient, opts: PrismaAdapterOptions = {}) {
  const tolerance = opts.clockTolerance ?? 0;
  const now = opts.now ?? Date.now;

  function live(row: StoredRow | null): AdapterPayload | undefined {
    if (!row) return undefined;
    if (row.expiresAt && row.expiresAt.getTime() <= now()) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt ? { ...payload, consumed: epoch(row.consumedAt) } : payload;
  }

  return (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        const expiresAt =
          typeof expiresIn === 'number' ? new Date(now() + (expiresIn + tolerance) * 1000) : null;
        const columns = {
          type: model,
          payload: payload as unknown as JsonInput,
          grantId: grantable.has(model) ? (payload.grantId ?? null) : null,
          userCode: payload.userCode ?? null,
          uid: payload.uid ?? null,
          expiresAt,
        };
        await prisma.oidcPayload.upsert({
          where: { id: key(id) },
          create: { id: key(id), ...columns },
          update: columns,
        });
      },

      async find(id) {
        return live(await prisma.oidcPayload.findUnique({ where: { id: key(id) } }));
      },

      async findByUid(uid) {
        return live(await prisma.oidcPayload.findFirst({ where: { type: model, uid } }));
      },

      async findByUserCode(userCode) {
        return live(await prisma.oidcPayload.findFirst({ where: { type: model, userCode } }));
      },

      async consume(id) {
        await prisma.oidcPayload.updateMany({
          where: { id: key(id), consumedAt: null },
          data: { consumedAt: new Date(now()) },
        });
      },

      async destroy(id) {
        await prisma.oidcPayload.deleteMany({ where: { id: key(id) } });
      },

      async revokeByGrantId(grantId) {
        await prisma.oidcPayload.deleteMany({ where: { type: model, grantId } });
      },
    };
  };
}
