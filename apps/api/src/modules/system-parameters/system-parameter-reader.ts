import { SYSTEM_PARAMETERS, type PrismaClient, type SystemParameterKey } from '@cd/db';

declare module 'fastify' {
  interface FastifyInstance {
    /** Run-time settings (SystemAdministration), cached briefly. */
    systemParameters: SystemParameterReader;
  }
}

const DEFAULTS = new Map<string, string>(SYSTEM_PARAMETERS.map((p) => [p.key, p.value]));

/**
 * Reads system parameters for other modules (import size limit, notice timing, support address, …), cached
 * briefly so a hot path costs no query; a change made on another replica shows within `ttlMs`. A missing or
 * unreadable value falls back to the default the migration seeds.
 */
export class SystemParameterReader {
  private cache: { values: Map<string, string>; loadedAt: number } | null = null;
  private loading: Promise<Map<string, string>> | null = null;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly ttlMs = 30_000,
  ) {}

  async text(key: SystemParameterKey): Promise<string> {
    return (await this.values()).get(key) ?? DEFAULTS.get(key)!;
  }

  async number(key: SystemParameterKey): Promise<number> {
    const value = Number(await this.text(key));
    return Number.isFinite(value) ? value : Number(DEFAULTS.get(key));
  }

  async boolean(key: SystemParameterKey): Promise<boolean> {
    return (await this.text(key)) === 'true';
  }

  /** Forgets the cache: this replica sees its own saves at once. */
  invalidate() {
    this.cache = null;
  }

  private async values(): Promise<Map<string, string>> {
    if (this.cache && Date.now() - this.cache.loadedAt < this.ttlMs) return this.cache.values;
    this.loading ??= this.prisma.systemParameter
      .findMany({ select: { key: true, value: true } })
      .then((rows) => {
        const values = new Map(rows.map((r) => [r.key, r.value]));
        this.cache = { values, loadedAt: Date.now() };
        return values;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }
}
