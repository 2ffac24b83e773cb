import type { PrismaClient } from '@cd/db';

/**
 * Puts a test database back to a saved point in place, fast enough to do after every request of a sweep:
 * the saved rows live in a side schema, and only rows written since are put back (triggers and
 * foreign-key actions off meanwhile, so nothing cascades or recomputes). Cloning a new database per
 * request would cost ~10x more (an app and a sign-in per clone). Sessions are rewound too (a call that
 * ends someone's sessions must not sign the next case's caller out); the audit log is left alone.
 */
export async function savePoint(
  prisma: PrismaClient,
  { schema = 'rewind_point', keep = KEEP }: { schema?: string; keep?: readonly string[] } = {},
) {
  const rows = await prisma.$queryRaw<{ table: string; columns: string }[]>`
    SELECT c.table_name AS table, string_agg(quote_ident(c.column_name), ', ' ORDER BY c.ordinal_position) AS columns
      FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.is_generated = 'NEVER'
     GROUP BY c.table_name ORDER BY c.table_name`;
  const tables = rows.filter((r) => !keep.includes(r.table));
  await prisma.$executeRawUnsafe(`CREATE SCHEMA ${schema}`);
  for (const { table } of tables) {
    await prisma.$executeRawUnsafe(`CREATE TABLE ${schema}."${table}" AS TABLE public."${table}"`);
  }
  const keys = new Map(
    (
      await prisma.$queryRaw<{ table: string; columns: string[] }[]>`
        SELECT tc.table_name AS table, array_agg(k.column_name::text ORDER BY k.ordinal_position) AS columns
          FROM information_schema.table_constraints tc
          JOIN information_schema.key_column_usage k
            ON k.constraint_name = tc.constraint_name AND k.table_schema = tc.table_schema
         WHERE tc.table_schema = 'public' AND tc.constraint_type = 'PRIMARY KEY'
         GROUP BY tc.table_name`
    ).map((r) => [r.table, r.columns]),
  );
  // Row triggers note the primary key of every row a request wrote (old and new), so a rewind puts back
  // those rows only: copying whole tables back would rebuild their search indexes every time (~1 s).
  await prisma.$executeRawUnsafe(
    `CREATE TABLE ${schema}.dirty (tbl text NOT NULL, key jsonb NOT NULL, PRIMARY KEY (tbl, key))`,
  );
  await prisma.$executeRawUnsafe(`
    CREATE FUNCTION ${schema}.mark() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      r jsonb;
    BEGIN
      IF TG_OP = 'TRUNCATE' OR TG_NARGS = 0 THEN
        INSERT INTO ${schema}.dirty VALUES (TG_TABLE_NAME, '"*"') ON CONFLICT DO NOTHING;
        RETURN NULL;
      END IF;
      FOREACH r IN ARRAY ARRAY[to_jsonb(OLD), to_jsonb(NEW)] LOOP
        CONTINUE WHEN r IS NULL;
        INSERT INTO ${schema}.dirty
          SELECT TG_TABLE_NAME, jsonb_object_agg(c, r -> c) FROM unnest(TG_ARGV) c
          ON CONFLICT DO NOTHING;
      END LOOP;
      RETURN NULL;
    END $$`);
  const keyOf = (table: string, alias: string) =>
    `jsonb_build_object(${keys
      .get(table)!
      .map((c) => `'${c}', ${alias}."${c}"`)
      .join(', ')})`;
  for (const { table } of tables) {
    const args = (keys.get(table) ?? []).map((c) => `'${c}'`).join(', ');
    await prisma.$executeRawUnsafe(
      `CREATE TRIGGER rewind_mark AFTER INSERT OR UPDATE OR DELETE ON public."${table}" FOR EACH ROW EXECUTE FUNCTION ${schema}.mark(${args})`,
    );
    await prisma.$executeRawUnsafe(
      `CREATE TRIGGER rewind_mark_truncate AFTER TRUNCATE ON public."${table}" FOR EACH STATEMENT EXECUTE FUNCTION ${schema}.mark()`,
    );
  }
  const changed = async () =>
    (
      await prisma.$queryRawUnsafe<{ tbl: string }[]>(`SELECT DISTINCT tbl FROM ${schema}.dirty ORDER BY tbl`)
    ).map((r) => r.tbl);
  return {
    /** Tables written since the save (or the last rewind). */
    changed,
    /** Puts back the rows written since the save; answers the tables it touched. */
    async rewind(): Promise<string[]> {
      const dirty = await changed();
      if (dirty.length === 0) return [];
      const whole = (
        await prisma.$queryRawUnsafe<{ tbl: string }[]>(`SELECT tbl FROM ${schema}.dirty WHERE key = '"*"'`)
      ).map((r) => r.tbl);
      await prisma.$transaction(async (tx) => {
        // Replica mode: no triggers (ours included) and no foreign-key actions while the rows go back.
        await tx.$executeRawUnsafe('SET LOCAL session_replication_role = replica');
        for (const { table, columns } of tables.filter((t) => dirty.includes(t.table))) {
          const only = whole.includes(table)
            ? ['', '']
            : [
                `WHERE ${keyOf(table, 'p')} IN (SELECT key FROM ${schema}.dirty WHERE tbl = '${table}')`,
                `WHERE ${keyOf(table, 's')} IN (SELECT key FROM ${schema}.dirty WHERE tbl = '${table}')`,
              ];
          await tx.$executeRawUnsafe(`DELETE FROM public."${table}" p ${only[0]}`);
          await tx.$executeRawUnsafe(
            `INSERT INTO public."${table}" (${columns}) SELECT ${columns} FROM ${schema}."${table}" s ${only[1]}`,
          );
        }
        await tx.$executeRawUnsafe(`DELETE FROM ${schema}.dirty`);
      });
      return dirty;
    },
  };
}

const KEEP = [
  '_prisma_migrations',
  'login_attempt',
  'oidc_payload',
  'idp_account',
  'system_secret',
  'audit_log',
];
