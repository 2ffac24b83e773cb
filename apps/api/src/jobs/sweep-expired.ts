import { mergeSearchIndexPendingLists, prismaBulkQuery, type PrismaClient } from '@cd/db';
import fp from 'fastify-plugin';

/** pg advisory-lock key of the sweep: one sweeper at a time across every replica on the database. */
export const SWEEP_LOCK_KEY = 4_120_260_001;
export const SWEEP_INTERVAL_MS = 10 * 60_000;

export interface SweepCounts {
  sessions: number;
  refreshTokens: number;
  loginAttempts: number;
  oidcPayloads: number;
  rateLimitHits: number;
  /** Import previews no one committed in time (system parameter import.previewExpiryHours). */
  importPreviews: number;
  /** Pages of contact's GIN pending lists merged (rows written since, which every search reads linearly). */
  searchIndexPages: number;
  /** Search columns computed beside an import commit that ended without dropping them (its process died). */
  importSearchColumns: number;
}

/**
 * Deletes what can no longer be used: refresh tokens past their expiry; sessions that ended (revoked, past
 * their absolute expiry, or idle: no refresh token left), whose stored ID tokens go with them; sign-in
 * attempts past their expiry; the embedded IdP's expired artifacts; rate-limit windows that have passed;
 * import previews past their expiry, marked EXPIRED with their parsed rows dropped; search columns computed
 * for an import commit no longer running (search-columns-beside.ts). It also merges the GIN
 * pending lists of contact (mergeSearchIndexPendingLists), so the searches of a directory edited a contact at
 * a time never read more than a sweep interval's writes linearly. Returns null, having done nothing,
 * when another replica is sweeping (a transaction-scoped advisory lock, released at commit even if the
 * pool hands this connection to someone else next).
 */
export async function sweepExpired(prisma: PrismaClient, now = new Date()): Promise<SweepCounts | null> {
  return prisma.$transaction(
    async (tx) => {
      const [lock] = await tx.$queryRaw<{ locked: boolean }[]>`
        SELECT pg_try_advisory_xact_lock(${SWEEP_LOCK_KEY}::bigint) AS locked`;
      if (!lock?.locked) return null;
      const refreshTokens = await tx.refreshToken.deleteMany({ where: { expiresAt: { lte: now } } });
      // Sessions are created with their first refresh token in one transaction, and rotation replaces
      // the token in one transaction, so a session without any token is one whose last token expired.
      const sessions = await tx.$executeRaw`
        DELETE FROM session s
         WHERE s.revoked_at IS NOT NULL
            OR s.absolute_expiry <= ${now}
            OR NOT EXISTS (SELECT 1 FROM refresh_token t WHERE t.session_id = s.id)`;
      const loginAttempts = await tx.loginAttempt.deleteMany({ where: { expiresAt: { lte: now } } });
      const oidcPayloads = await tx.oidcPayload.deleteMany({ where: { expiresAt: { lte: now } } });
      const rateLimitHits = await tx.rateLimitHit.deleteMany({ where: { windowEndsAt: { lte: now } } });
      // The run stays listed under the OU's past imports; only the rows it would have written go.
      const expired = await tx.importRun.updateManyAndReturn({
        where: { stage: 'PREVIEW_READY', expiresAt: { lte: now } },
        data: { stage: 'EXPIRED', status: 'CANCELLED', finishedAt: now },
        select: { id: true },
      });
      if (expired.length > 0)
        await tx.importRunChunk.deleteMany({ where: { runId: { in: expired.map((r) => r.id) } } });
      const searchIndexPages = await mergeSearchIndexPendingLists(prismaBulkQuery(tx));
      const importSearchColumns = await tx.$executeRaw`
        DELETE FROM import_search_columns s
         WHERE NOT EXISTS (SELECT 1 FROM import_run r WHERE r.id = s.run_id AND r.stage = 'COMMITTING')`;
      return {
        sessions,
        refreshTokens: refreshTokens.count,
        loginAttempts: loginAttempts.count,
        oidcPayloads: oidcPayloads.count,
        rateLimitHits: rateLimitHits.count,
        importPreviews: expired.length,
        searchIndexPages,
        importSearchColumns,
      };
    },
    { timeout: 60_000 },
  );
}

export interface SweepOptions {
  /** Mean time between sweeps; each wait is drawn from 0.5–1.5 times this. */
  intervalMs?: number;
}

/**
 * Runs `sweepExpired` on every replica, on a jittered interval (replicas started together drift apart and
 * seldom even meet the lock). The timer never keeps the process alive and stops when the app closes,
 * after a sweep in progress has finished.
 */
export const sweepPlugin = fp<SweepOptions>(
  async (app, opts) => {
    const interval = opts.intervalMs ?? SWEEP_INTERVAL_MS;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    let stopped = false;

    const schedule = () => {
      if (stopped) return;
      timer = setTimeout(run, interval * (0.5 + Math.random()));
      timer.unref();
    };
    const run = () => {
      running = sweepExpired(app.prisma)
        .then((counts) => {
          if (counts && Object.values(counts).some((n) => n > 0))
            app.log.info({ swept: counts }, 'expired rows swept, search index pending lists merged');
        })
        .catch((err: unknown) => app.log.warn({ err }, 'sweep of expired rows failed; the next one retries'))
        .finally(() => {
          running = undefined;
          schedule();
        });
    };

    app.addHook('onReady', async () => schedule());
    app.addHook('onClose', async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    });
  },
  { name: 'sweep-expired', dependencies: ['db'] },
);
