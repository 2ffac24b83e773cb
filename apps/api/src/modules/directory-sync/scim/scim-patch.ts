import { filter as matches, parse, type Filter } from 'scim2-parse-filter';
import { CORE_USER, ENTERPRISE_USER, PATCH_OP } from './scim-documents.js';
import { invalidPath, invalidSyntax, invalidValue, ScimError } from './scim-errors.js';
import { pick } from './scim-user.js';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const MAX_OPERATIONS = 100;

/** `emails[type eq "work"].value` → attribute, value filter, sub-attribute; in the extension's namespace or not. */
interface Path {
  extension: boolean;
  attribute: string;
  filter?: Filter;
  sub?: string;
}

export function parsePath(raw: string): Path {
  let rest = raw.trim();
  let extension = false;
  const lower = rest.toLowerCase();
  if (lower.startsWith(`${ENTERPRISE_USER.toLowerCase()}:`)) {
    extension = true;
    rest = rest.slice(ENTERPRISE_USER.length + 1);
  } else if (lower.startsWith(`${CORE_USER.toLowerCase()}:`)) {
    rest = rest.slice(CORE_USER.length + 1);
  } else if (lower === ENTERPRISE_USER.toLowerCase()) {
    return { extension: true, attribute: '' };
  }
  const shape = /^([A-Za-z][\w$-]*)(?:\[(.+)\])?(?:\.([A-Za-z][\w$-]*))?$/.exec(rest);
  if (!shape) throw invalidPath(`The path ${raw} is not a SCIM attribute path.`);
  const [, attribute, valueFilter, sub] = shape;
  let parsed: Filter | undefined;
  if (valueFilter !== undefined) {
    try {
      parsed = parse(valueFilter);
    } catch {
      throw invalidPath(`The filter in the path ${raw} could not be read.`);
    }
  }
  return { extension, attribute: attribute!, filter: parsed, sub };
}

/** The key an object already uses for `name` (attribute names are case-insensitive), else `name` itself. */
const keyIn = (object: Json, name: string) =>
  Object.keys(object).find((k) => k.toLowerCase() === name.toLowerCase()) ?? name;

/** The values an `eq` filter names, so that an add or replace with no match creates the element it describes. */
function impliedBy(filter: Filter | undefined): Json {
  if (!filter) return {};
  if (filter.op === 'eq') return { [filter.attrPath]: filter.compValue };
  if (filter.op === 'and') return Object.assign({}, ...filter.filters.map(impliedBy));
  return {};
}

const lowerKeys = (value: unknown): unknown =>
  isObject(value)
    ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k.toLowerCase(), lowerKeys(v)]))
    : value;

/** Elements of a multi-valued attribute that a value filter selects, compared with case-insensitive names. */
const selects = (filter: Filter) => {
  const lowered = JSON.parse(
    JSON.stringify(filter, (key, value: unknown) =>
      key === 'attrPath' ? String(value).toLowerCase() : value,
    ),
  ) as Filter;
  const test = matches(lowered);
  return (element: unknown) => isObject(element) && test(lowerKeys(element));
};

function merge(target: unknown, value: unknown): unknown {
  if (isObject(target) && isObject(value)) {
    const out: Json = { ...target };
    for (const [k, v] of Object.entries(value)) out[keyIn(out, k)] = v;
    return out;
  }
  return value;
}

function applyAt(resource: Json, op: 'add' | 'replace' | 'remove', path: Path, value: unknown) {
  const holder: Json = path.extension
    ? ((resource[keyIn(resource, ENTERPRISE_USER)] as Json | undefined) ?? {})
    : resource;
  if (path.extension) resource[keyIn(resource, ENTERPRISE_USER)] = holder;
  if (path.attribute === '') {
    // The whole extension: `urn:…:enterprise:2.0:User` with an object of its attributes.
    if (op === 'remove') delete resource[keyIn(resource, ENTERPRISE_USER)];
    else resource[keyIn(resource, ENTERPRISE_USER)] = merge(holder, value);
    return;
  }
  const key = keyIn(holder, path.attribute);
  const current = holder[key];

  if (path.filter) {
    const list = Array.isArray(current) ? [...(current as unknown[])] : [];
    const hit = selects(path.filter);
    if (op === 'remove') {
      holder[key] = path.sub
        ? list.map((e) =>
            hit(e)
              ? Object.fromEntries(
                  Object.entries(e as Json).filter(([k]) => k.toLowerCase() !== path.sub!.toLowerCase()),
                )
              : e,
          )
        : list.filter((e) => !hit(e));
      return;
    }
    const write = (element: Json) =>
      path.sub ? { ...element, [keyIn(element, path.sub)]: value } : (merge(element, value) as Json);
    if (list.some(hit)) holder[key] = list.map((e) => (hit(e) ? write(e as Json) : e));
    else holder[key] = [...list, write(impliedBy(path.filter))];
    return;
  }

  if (path.sub) {
    const object: Json = isObject(current) ? { ...current } : {};
    if (op === 'remove') delete object[keyIn(object, path.sub)];
    else object[keyIn(object, path.sub)] = value;
    holder[key] = object;
    return;
  }

  if (op === 'remove') {
    delete holder[key];
  } else if (Array.isArray(current) && op === 'add') {
    // RFC 7644 §3.5.2.1: added values join a multi-valued attribute; one already there is not doubled.
    const seen = new Set(current.map((e) => JSON.stringify(pick(e as Json, 'value') ?? e)));
    const added = (Array.isArray(value) ? value : [value]).filter(
      (e) => !seen.has(JSON.stringify(isObject(e) ? (pick(e, 'value') ?? e) : e)),
    );
    holder[key] = [...current, ...added];
  } else {
    holder[key] = isObject(current) ? merge(current, value) : value;
  }
}

/**
 * Applies a PatchOp (RFC 7644 §3.5.2) to a user's resource, in the forms identity providers send: Entra ID
 * (`Replace` with `path` such as `emails[type eq "work"].value` or the extension's `…:User:department`,
 * booleans as "False"), Okta (`replace` without a path and `{ active: false }`). The result is read again
 * as a user, so everything a PUT checks holds after a PATCH too.
 */
export function applyPatch(resource: Json, body: unknown): Json {
  if (!isObject(body)) throw invalidSyntax('The request body must be a PatchOp object.');
  const schemas = pick(body, 'schemas');
  if (!Array.isArray(schemas) || !schemas.includes(PATCH_OP)) {
    throw invalidSyntax(`A PATCH request names the schema ${PATCH_OP}.`);
  }
  const operations = pick(body, 'Operations');
  if (!Array.isArray(operations) || operations.length === 0)
    throw invalidSyntax('Operations must list at least one operation.');
  if (operations.length > MAX_OPERATIONS)
    throw invalidSyntax(`At most ${MAX_OPERATIONS} operations per request.`);
  const out: Json = structuredClone(resource);
  operations.forEach((operation, i) => {
    if (!isObject(operation)) throw invalidSyntax(`Operations[${i}] must be an object.`);
    const op = String(pick(operation, 'op') ?? '').toLowerCase();
    if (op !== 'add' && op !== 'replace' && op !== 'remove') {
      throw invalidSyntax(`Operations[${i}].op must be add, replace or remove.`);
    }
    const rawPath = pick(operation, 'path');
    const value = pick(operation, 'value');
    if (rawPath !== undefined && typeof rawPath !== 'string')
      throw invalidPath(`Operations[${i}].path must be a string.`);
    if (rawPath === undefined || rawPath === '') {
      if (op === 'remove') throw new ScimError(400, `Operations[${i}]: remove needs a path.`, 'noTarget');
      if (!isObject(value)) throw invalidValue(`Operations[${i}]: without a path, value must be an object.`);
      // Each member is an attribute, or a path of its own ("name.givenName", "urn:…:User:department").
      for (const [name, v] of Object.entries(value)) {
        if (name.toLowerCase() === ENTERPRISE_USER.toLowerCase() && isObject(v)) {
          for (const [inner, w] of Object.entries(v))
            applyAt(out, op, { extension: true, attribute: inner }, w);
        } else {
          applyAt(out, op, parsePath(name), v);
        }
      }
      return;
    }
    if (op !== 'remove' && value === undefined) throw invalidValue(`Operations[${i}]: ${op} needs a value.`);
    applyAt(out, op, parsePath(rawPath), value);
  });
  return out;
}
