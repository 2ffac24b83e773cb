import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { COUNTRIES } from '../seed/countries.js';
import { mailboxPart } from '../seed/contacts.js';
import { personName } from '../seed/names.js';
import { ORGANIZATION, emailDomainOf, type OuSeed } from '../seed/organization.js';
import { mobilePhone, officePhone } from '../seed/phones.js';
import { Random } from '../seed/random.js';
import { TITLES } from '../seed/titles.js';
import {
  BULK_LOAD_FROM,
  rebuildSearchIndexes,
  suspendSearchIndexes,
  type BulkQuery,
} from './bulk-search-index.js';

export const GENERATOR_ACTOR = 'generator';

export interface GenerateContactsOptions {
  count: number;
  log?: (message: string) => void;
  /** Loads of this many rows or more build the token table, its key and the GIN indexes after the COPY. */
  bulkFrom?: number;
}

// prettier-ignore
const COLUMNS = [
  'ou_id', 'department_id', 'first_name', 'middle_name', 'family_name', 'local_name', 'chinese_name',
  'display_name', 'title', 'email', 'phone_country_code', 'phone_area_code', 'phone_number', 'phone_extension',
  'mobile_country_code', 'mobile_number', 'working_location', 'source', 'created_by', 'modified_by',
] as const;

/** COPY's text format: \N is NULL; backslash, tab and line breaks must be escaped. */
function field(value: string | number | null): string {
  if (value === null) return '\\N';
  return String(value).replace(
    /[\\\t\n\r]/g,
    (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!,
  );
}

/**
 * Adds `count` contacts to the demo OUs for benchmarks, streamed through COPY (no row-by-row inserts).
 * Needs the demo seed first. Each run continues numbering where the last stopped, so emails stay unique
 * and repeated runs add more rather than the same.
 */
export async function generateContacts(
  databaseUrl: string,
  options: GenerateContactsOptions,
): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'cd-db generator' });
  await client.connect();
  try {
    const ous = await client.query<{ id: number; code: string }>('SELECT id, code FROM organization_unit');
    const departments = await client.query<{ id: number; ou_id: number; code: string }>(
      'SELECT id, ou_id, code FROM department',
    );
    const known = ORGANIZATION.filter((ou) => ous.rows.some((r) => r.code === ou.code));
    if (known.length === 0) throw new Error('no demo OUs found: run the seed first');
    const ouId = new Map(ous.rows.map((r) => [r.code, r.id]));
    const deptId = new Map(departments.rows.map((r) => [`${r.ou_id}/${r.code}`, r.id]));
    const done = await client.query<{ n: string }>(
      'SELECT count(*) AS n FROM contact WHERE created_by = $1',
      [GENERATOR_ACTOR],
    );
    const offset = Number(done.rows[0]!.n);
    const dial = new Map(COUNTRIES.map((c) => [c.code, c.dialCode]));
    const random = new Random(7_000_003 + offset);
    const weights = known.map((ou) => [ou, ou.contacts] as [OuSeed, number]);

    function* rows(): Generator<string> {
      let chunk = '';
      for (let i = 0; i < options.count; i++) {
        const ou = random.weighted(weights);
        const name = personName(random, random.weighted(ou.cultures));
        const department = random.pick(ou.departments);
        const email = `${mailboxPart(name.firstName)}.${mailboxPart(name.familyName)}.${offset + i + 1}@${emailDomainOf(ou.code)}`;
        const office = officePhone(random, ou.country, ou.phone);
        const code = dial.get(ou.country)!;
        const id = ouId.get(ou.code)!;
        // prettier-ignore
        const values = [
          id, deptId.get(`${id}/${department.code}`) ?? null, name.firstName, name.middleName, name.familyName,
          name.localName, name.chineseName, name.displayName, random.weighted(TITLES[department.kind]), email,
          code, office.areaCode, office.number, random.digits(4), code, mobilePhone(random, ou.country),
          ou.workingLocation, 'IMPORT', GENERATOR_ACTOR, GENERATOR_ACTOR,
        ];
        chunk += values.map(field).join('\t') + '\n';
        if (chunk.length > 1 << 16) {
          yield chunk;
          chunk = '';
        }
      }
      if (chunk) yield chunk;
    }

    const started = Date.now();
    // Search columns come from the contact_search_columns trigger, row by row, as for every writer.
    // A bigger GIN pending list lets the GIN indexes absorb a small load in fewer, larger merges.
    await client.query("SET gin_pending_list_limit = '64MB'");
    await client.query('SET synchronous_commit = off');
    await client.query('BEGIN');
    // A big load (decision 099, "Bulk writes") writes rows only: the token table's rows, its key, the word
    // list and the GIN indexes of contact are built after it, each in one pass, rather than entry by entry
    // during it (the statement trigger would also sort all of the load's tokens for a key that is not
    // there). In one transaction, so a failed load leaves everything as it was; the locks this takes keep
    // other writers and searches of contact waiting until it commits, as the key's rebuild already did.
    const bulk = options.count >= (options.bulkFrom ?? BULK_LOAD_FROM);
    const query: BulkQuery = async (sql, params) => (await client.query(sql, params)).rows;
    const suspended = bulk ? await suspendSearchIndexes(query) : null;
    await pipeline(
      Readable.from(rows()),
      client.query(copyFrom(`COPY contact (${COLUMNS.join(', ')}) FROM STDIN`)),
    );
    const copied = Date.now();
    if (suspended) await rebuildSearchIndexes(query, suspended);
    await client.query('COMMIT');
    const committed = Date.now();
    // A small load left its index entries in the GIN pending lists, which every search would scan linearly
    // (a second per query at 1M) until autovacuum merged them: merge them now, and refresh the statistics.
    await client.query("SET maintenance_work_mem = '256MB'");
    await client.query('VACUUM (ANALYZE) contact');
    // Index-only scans of the token table skip the heap only on pages the visibility map marks.
    await client.query('VACUUM (ANALYZE) contact_search_token');
    options.log?.(
      `copied ${options.count} contacts in ${committed - started} ms (COPY ${copied - started} ms, ` +
        `tokens, keys and indexes ${committed - copied} ms; vacuum ${Date.now() - committed} ms)`,
    );
    return options.count;
  } finally {
    await client.end();
  }
}
