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
  private readonly syncs = new Map<string, () => void>();
  private notify: ((payload: string) => Promise<void>) | null = null;

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get enabled() {
    return this.listening && this.maxAgeMs > 0;
  }

  /** The listener is in place (again): nothing cached before can be trusted. */
  listeningVia(notify: (payload: string) => Promise<void>) {
    this.flush();
    this.notify = notify;
    this.listening = true;
  }

  lost() {
    this.listening = false;
    this.notify = null;
    this.flush();
    for (const done of this.syncs.values()) done();
  }

  received(payload: string) {
    if (payload.startsWith('sync:')) {
      this.syncs.get(payload.slice(5))?.();
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
   * Resolves once this replica's listener has received a notification sent after the caller's change
   * committed. Notifications reach every listener in commit order, so the change's own notifications
   * have then been delivered to every replica's listener connection: a write answers only after that,
   * and the caller's next request, wherever it lands, finds the entry gone.
   */
  async sync(): Promise<void> {
    const notify = this.notify;
    if (!this.listening || !notify) return;
    const token = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const seen = new Promise<void>((resolve) => {
      this.syncs.set(token, resolve);
      timer = setTimeout(resolve, SYNC_WAIT_MS);
    });
    try {
      await notify(`sync:${token}`);
      await seen;
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
