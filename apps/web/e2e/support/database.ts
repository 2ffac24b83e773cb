import pg from 'pg';

/**
 * The e2e server's own database (scripts/e2e-server.mjs: embedded PostgreSQL on E2E_PG_PORT). Only for
 * data no screen can make in bulk, such as thousands of audit records to page through and export.
 */
export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const port = process.env.E2E_PG_PORT ?? '54339';
  const client = new pg.Client({
    connectionString: `postgresql://postgres:postgres@localhost:${port}/contact_directory`,
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * `count` CONTACT_UPDATE records by `actor` on the OU with `ouCode`, one minute apart from `start`, each
 * changing title from 'Clerk n' to 'Officer n'.
 */
export function insertAuditRecords(actor: string, ouCode: string, start: string, count: number) {
  return withDatabase((client) =>
    client.query(
      `INSERT INTO audit_log (actor_email, action, entity_type, entity_id, ou_id, before, after, at)
       SELECT $1, 'CONTACT_UPDATE', 'Contact', n::text, ou.id,
              jsonb_build_object('title', 'Clerk ' || n), jsonb_build_object('title', 'Officer ' || n),
              $3::timestamptz + n * interval '1 minute'
         FROM organization_unit ou, generate_series(1, $4::int) AS n
        WHERE ou.code = $2`,
      [actor, ouCode, start, count],
    ),
  );
}
