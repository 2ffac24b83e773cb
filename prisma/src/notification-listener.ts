import pg from 'pg';

export interface NotificationHandlers {
  /** LISTEN is in place: from now on every notification of the channel arrives. */
  onListening(): void;
  /** The connection is gone (or never came): notifications may be missed until onListening again. */
  onLost(error: unknown): void;
  onNotification(payload: string): void;
}

export interface NotificationListener {
  /** Sends a notification on the channel (from this connection; it reaches every listener at commit). */
  notify(payload: string): Promise<void>;
  /** Connections listening on the channel in this database now (this one included), by application name. */
  listeners(): Promise<number>;
  close(): Promise<void>;
}

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;

/**
 * One dedicated connection that LISTENs on `channel` and reconnects for as long as it is open, with a
 * growing pause. A pooled connection cannot listen: the pool hands it to other work and may close it.
 */
export function listenForNotifications(
  databaseUrl: string,
  channel: string,
  handlers: NotificationHandlers,
): NotificationListener {
  const applicationName = `cd ${channel}`;
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | null = null;

  const lost = (current: pg.Client, error: unknown) => {
    if (client !== current) return;
    client = null;
    handlers.onLost(error);
    current.end().catch(() => {});
    if (closed) return;
    timer = setTimeout(connect, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  async function connect() {
    timer = null;
    if (closed) return;
    const current = new pg.Client({ connectionString: databaseUrl, application_name: applicationName });
    client = current;
    current.on('error', (error) => lost(current, error));
    current.on('end', () => lost(current, new Error('listener connection ended')));
    current.on('notification', (message) => {
      if (client === current && message.channel === channel) handlers.onNotification(message.payload ?? '');
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost(current, error);
      return;
    }
    if (client !== current || closed) return;
    retryMs = RETRY_MIN_MS;
    handlers.onListening();
  }

  void connect();
  return {
    async notify(payload) {
      if (!client) throw new Error('not listening');
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async listeners() {
      if (!client) throw new Error('not listening');
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = $1`,
        [applicationName],
      );
      return rows[0]?.n ?? 0;
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
