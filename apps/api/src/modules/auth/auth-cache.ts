import { randomUUID } from 'node:crypto';
import type { User } from '@cd/db';
import type { Authorization } from './authorization.js';
import type { ScopedOu } from './ou-scope.js';

/** The channel the database's triggers notify (migration auth_cache_notify). */
export const AUTH_CACHE_CHANNEL = 'cd_auth';

/** What a request needs of its session, as read from the database. */
export interface CachedSession {
  sessionId: string;
  userId: string;
  user: User;
  groups: string[];
  absoluteExpiry: Date;
  lastSeenAt: Date;
  authz: Authorization;
}

const SYNC_WAIT_MS = 2000;

/** The listener's connection, as the cache uses it (`listenForNotifications` in @cd/db). */
export interface AuthCacheChannel {
  notify(payload: string): Promise<void>;
  listeners(): Promise<number>;
}

/**
 * This replica's copy of sessions with their grants, and of the OU tree (decisions 004, 005). It is used
 * only while the listener is in place: the database's triggers notify every change that could make an
 * entry wrong (session ended, grant changed, user changed, OU or trusted domain changed) at commit, and
 * the entry goes. While the listener is down nothing is served from here, and on reconnecting everything
 * is forgotten (notifications sent meanwhile are lost). An entry read from the database while a
 * notification arrived may predate the change: it is not kept (see `generation`).
 */
export class AuthCache {
  private readonly sessions = new Map<string, { entry: CachedSession; at: number }>();
  private ous: ScopedOu[] | null = null;
  /** Bumped by every notification and flush: a load that began before a bump keeps nothing. */
  private generation = 0;
  private listening = false;
  /** This replica's syncs waiting for acknowledgements: how many came, and what to call when all did. */
  private readonly syncs = new Map<string, { acks: number; expected: number; done: () => void }>();
  private channel: AuthCacheChannel | null = null;

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get enabled() {
    return this.listening && this.maxAgeMs > 0;
  }

  /** The listener is in place (again): nothing cached before can be trusted. */
  listeningVia(channel: AuthCacheChannel) {
    this.flush();
    this.channel = channel;
    this.listening = true;
  }

  lost() {
    this.listening = false;
    this.channel = null;
    this.flush();
    for (const sync of this.syncs.values()) sync.done();
  }

  received(payload: string) {
    if (payload.startsWith('sync:') || payload.startsWith('ack:')) {
      const token = payload.slice(payload.indexOf(':') + 1);
      const own = this.syncs.get(token);
      if (own) {
        if (++own.acks >= own.expected) own.done();
      } else if (payload.startsWith('sync:')) {
        // Everything notified before it has been applied here: say so to the replica that asked.
        this.channel?.notify(`ack:${token}`).catch(() => {});
      }
      return;
    }
    this.generation++;
    if (payload.startsWith('s:')) this.sessions.delete(payload.slice(2));
    else if (payload.startsWith('u:')) {
      const userId = payload.slice(2);
      for (const [id, kept] of this.sessions) if (kept.entry.userId === userId) this.sessions.delete(id);
    } else this.flush();
  }

  /** A token of the present: pass it to `keep*` after loading, which keeps nothing if it went stale. */
  mark(): number {
    return this.generation;
  }

  session(sessionId: string, now = Date.now()): CachedSession | null {
    if (!this.enabled) return null;
    const kept = this.sessions.get(sessionId);
    if (!kept) return null;
    // Past the session's end, or kept long enough: read afresh (a bound should a notification be lost).
    if (kept.entry.absoluteExpiry.getTime() <= now || now - kept.at > this.maxAgeMs) {
      this.sessions.delete(sessionId);
      return null;
    }
    return kept.entry;
  }

  keepSession(mark: number, entry: CachedSession) {
    if (!this.enabled || mark !== this.generation) return;
    if (this.sessions.size >= this.maxEntries) {
      // Oldest first: a Map iterates in insertion order.
      const oldest = this.sessions.keys().next().value;
      if (oldest !== undefined) this.sessions.delete(oldest);
    }
    this.sessions.delete(entry.sessionId);
    this.sessions.set(entry.sessionId, { entry, at: Date.now() });
  }

  organizationUnits(): ScopedOu[] | null {
    return this.enabled ? this.ous : null;
  }

  keepOrganizationUnits(mark: number, ous: ScopedOu[]) {
    if (this.enabled && mark === this.generation) this.ous = ous;
  }

  /**
   * Resolves once every replica listening now has applied the notifications committed before this call:
   * it counts the listener connections, notifies `sync:<token>`, and waits for each replica's `ack:<token>`
   * (its own included), which a replica sends only after applying everything notified before the sync,
   * since notifications reach each listener in commit order. A write answers only after that, so the
   * caller's next request, wherever it lands, finds the entry gone. At most SYNC_WAIT_MS: a replica that
   * does not answer in time (stuck, or its listener just went) delays writes, never blocks them.
   */
  async sync(): Promise<void> {
    const channel = this.channel;
    if (!this.listening || !channel) return;
    const token = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    try {
      const expected = await channel.listeners();
      const acked = new Promise<void>((resolve) => {
        this.syncs.set(token, { acks: 0, expected, done: resolve });
        timer = setTimeout(resolve, SYNC_WAIT_MS);
      });
      await channel.notify(`sync:${token}`);
      await acked;
    } catch {
      // The listener went meanwhile: `lost` flushed everything and the cache is off until it is back.
    } finally {
      clearTimeout(timer);
      this.syncs.delete(token);
    }
  }

  private flush() {
    this.generation++;
    this.sessions.clear();
    this.ous = null;
  }
}
