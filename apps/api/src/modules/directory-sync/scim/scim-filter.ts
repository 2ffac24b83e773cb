import { Prisma } from '@cd/db';
import { parse, type AttrExp, type Filter, type LogExp } from 'scim2-parse-filter';
import { CORE_USER } from './scim-documents.js';
import { ScimError } from './scim-errors.js';

const invalidFilter = (detail: string) => new ScimError(400, detail, 'invalidFilter');
const MAX_FILTER_LENGTH = 1000;

/** `co`/`sw` as LIKE patterns: the value's own % _ \ are literal. */
const likeEscape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function compare(column: Prisma.Sql, op: string, value: unknown, caseExact: boolean): Prisma.Sql {
  if (op === 'pr') return Prisma.sql`(${column} IS NOT NULL AND ${column} <> '')`;
  if (typeof value !== 'string') throw invalidFilter(`Compare text attributes with a quoted string.`);
  const left = caseExact ? column : Prisma.sql`lower(${column})`;
  const right = caseExact ? value : value.toLowerCase();
  switch (op) {
    case 'eq':
      return Prisma.sql`${left} = ${right}`;
    case 'ne':
      return Prisma.sql`${left} IS DISTINCT FROM ${right}`;
    case 'co':
      return Prisma.sql`${left} LIKE ${`%${likeEscape(right)}%`}`;
    case 'sw':
      return Prisma.sql`${left} LIKE ${`${likeEscape(right)}%`}`;
    case 'ew':
      return Prisma.sql`${left} LIKE ${`%${likeEscape(right)}`}`;
    default:
      throw invalidFilter(`The operator ${op} is not supported on text; use eq, ne, co, sw, ew or pr.`);
  }
}

/** A condition on the elements of `emails` (e->>'value', e->>'type'), for `emails.value` and `emails[…]`. */
function emailCondition(filter: Filter): Prisma.Sql {
  if (filter.op === 'and' || filter.op === 'or') {
    const parts = (filter as LogExp).filters.map(emailCondition);
    return Prisma.sql`(${Prisma.join(parts, filter.op === 'and' ? ' AND ' : ' OR ')})`;
  }
  if (filter.op === 'not') return Prisma.sql`NOT (${emailCondition(filter.filter)})`;
  if (filter.op === '[]') throw invalidFilter('Nested value filters are not supported.');
  return emailLeaf(filter as AttrExp);
}

function emailLeaf(filter: AttrExp): Prisma.Sql {
  const sub = filter.attrPath.toLowerCase();
  if (sub === 'primary' && filter.op === 'eq' && typeof filter.compValue === 'boolean') {
    return Prisma.sql`coalesce((e->>'primary')::boolean, false) = ${filter.compValue}`;
  }
  if (sub !== 'value' && sub !== 'type')
    throw invalidFilter(`emails.${filter.attrPath} cannot be filtered on.`);
  return compare(
    Prisma.raw(`(e->>'${sub}')`),
    filter.op,
    'compValue' in filter ? filter.compValue : undefined,
    false,
  );
}

const anyEmail = (condition: Prisma.Sql) =>
  Prisma.sql`EXISTS (SELECT 1 FROM jsonb_array_elements(coalesce(i.resource->'emails', '[]'::jsonb)) e WHERE ${condition})`;

function toSql(filter: Filter): Prisma.Sql {
  switch (filter.op) {
    case 'and':
    case 'or':
      return Prisma.sql`(${Prisma.join(filter.filters.map(toSql), filter.op === 'and' ? ' AND ' : ' OR ')})`;
    case 'not':
      return Prisma.sql`NOT (${toSql(filter.filter)})`;
    case '[]':
      if (filter.attrPath.toLowerCase() !== 'emails')
        throw invalidFilter(`${filter.attrPath}[…] cannot be filtered on.`);
      return anyEmail(emailCondition(filter.valFilter));
  }
  const value = 'compValue' in filter ? filter.compValue : undefined;
  const path = filter.attrPath.toLowerCase().replace(`${CORE_USER.toLowerCase()}:`, '');
  switch (path) {
    case 'username':
      return compare(Prisma.sql`i.user_name`, filter.op, value, false);
    case 'externalid':
      return compare(Prisma.sql`i.external_id`, filter.op, value, true);
    case 'id':
      return compare(Prisma.sql`i.id::text`, filter.op, value, true);
    case 'displayname':
      return compare(Prisma.sql`(i.resource->>'displayName')`, filter.op, value, false);
    case 'name.givenname':
      return compare(Prisma.sql`(i.resource#>>'{name,givenName}')`, filter.op, value, false);
    case 'name.familyname':
      return compare(Prisma.sql`(i.resource#>>'{name,familyName}')`, filter.op, value, false);
    case 'emails':
    case 'emails.value':
      return anyEmail(compare(Prisma.sql`(e->>'value')`, filter.op, value, false));
    case 'emails.type':
      return anyEmail(compare(Prisma.sql`(e->>'type')`, filter.op, value, false));
    case 'active':
      if (filter.op !== 'eq' || typeof value !== 'boolean')
        throw invalidFilter('Filter active with eq true or eq false.');
      return Prisma.sql`i.active = ${value}`;
    default:
      throw invalidFilter(
        `${filter.attrPath} cannot be filtered on; use userName, externalId, displayName, emails, name or active.`,
      );
  }
}

/**
 * RFC 7644 §3.4.2.2 filters on the attributes identity providers search by, as one SQL condition over
 * sync_identity `i`. The grammar is scim2-parse-filter's; which attributes and operators mean what is ours.
 */
export function filterSql(raw: string | undefined): Prisma.Sql {
  if (raw === undefined || raw.trim() === '') return Prisma.sql`TRUE`;
  if (raw.length > MAX_FILTER_LENGTH)
    throw invalidFilter(`A filter has at most ${MAX_FILTER_LENGTH} characters.`);
  let parsed: Filter;
  try {
    parsed = parse(raw);
  } catch {
    throw invalidFilter(`The filter ${JSON.stringify(raw.slice(0, 100))} could not be read.`);
  }
  return toSql(parsed);
}
