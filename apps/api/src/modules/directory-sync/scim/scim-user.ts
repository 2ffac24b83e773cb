import { isAllowedText } from '@cd/contracts';
import type { SyncIdentity } from '@cd/db';
import { invalidValue } from './scim-errors.js';
import { CORE_USER, ENTERPRISE_USER } from './scim-documents.js';

export interface MultiValue {
  value: string;
  type?: string;
  primary?: boolean;
  display?: string;
}

export interface Enterprise {
  employeeNumber?: string;
  costCenter?: string;
  organization?: string;
  division?: string;
  department?: string;
  manager?: { value?: string; displayName?: string };
}

/** A SCIM user as kept in sync_identity.resource: the attributes this service knows, nothing else. */
export interface StoredUser {
  userName: string;
  externalId?: string;
  active: boolean;
  name?: { formatted?: string; givenName?: string; middleName?: string; familyName?: string };
  displayName?: string;
  title?: string;
  emails?: MultiValue[];
  phoneNumbers?: MultiValue[];
  [ENTERPRISE_USER]?: Enterprise;
}

type Json = Record<string, unknown>;
const MAX_TEXT = 200;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** SCIM attribute names are case-insensitive (RFC 7643 §2.1): the value under any spelling of `name`. */
export function pick(object: Json, name: string): unknown {
  const key = Object.keys(object).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : object[key];
}

function text(value: unknown, attribute: string, max = MAX_TEXT): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') value = String(value);
  if (typeof value !== 'string') throw invalidValue(`${attribute} must be a string.`);
  const trimmed = value.trim();
  if (trimmed.length > max) throw invalidValue(`${attribute} has more than ${max} characters.`);
  if (!isAllowedText(trimmed)) throw invalidValue(`${attribute} contains a character that is not allowed.`);
  return trimmed || undefined;
}

/** Entra ID sends booleans as "True"/"False" in PATCH values; RFC 7643 wants JSON booleans. Both pass. */
export function bool(value: unknown, attribute: string): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  throw invalidValue(`${attribute} must be true or false.`);
}

function multiValues(value: unknown, attribute: string): MultiValue[] | undefined {
  if (value === undefined || value === null) return undefined;
  const list = Array.isArray(value) ? value : [value];
  if (list.length > 20) throw invalidValue(`${attribute} has more than 20 values.`);
  const out = list.flatMap((item, i): MultiValue[] => {
    if (!isObject(item)) throw invalidValue(`${attribute}[${i}] must be an object with a value.`);
    const v = text(pick(item, 'value'), `${attribute}[${i}].value`, 254);
    if (v === undefined) return [];
    const type = text(pick(item, 'type'), `${attribute}[${i}].type`, 40)?.toLowerCase();
    const primary = bool(pick(item, 'primary'), `${attribute}[${i}].primary`);
    const display = text(pick(item, 'display'), `${attribute}[${i}].display`);
    return [
      {
        value: v,
        ...(type ? { type } : {}),
        ...(primary ? { primary } : {}),
        ...(display ? { display } : {}),
      },
    ];
  });
  return out.length ? out : undefined;
}

const compact = <T extends Json>(object: T): T | undefined => {
  const entries = Object.entries(object).filter(([, v]) => v !== undefined);
  return entries.length ? (Object.fromEntries(entries) as T) : undefined;
};

function enterprise(value: unknown): Enterprise | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isObject(value)) throw invalidValue(`${ENTERPRISE_USER} must be an object.`);
  const at = (name: string) => text(pick(value, name), name);
  // Entra ID sends the manager as its id alone, RFC 7643 §4.3 as { value }.
  const manager = pick(value, 'manager');
  const managerObject = isObject(manager)
    ? compact({
        value: text(pick(manager, 'value'), 'manager.value'),
        displayName: text(pick(manager, 'displayName'), 'manager.displayName'),
      })
    : manager === undefined || manager === null || manager === ''
      ? undefined
      : { value: text(manager, 'manager') };
  return compact({
    employeeNumber: at('employeeNumber'),
    costCenter: at('costCenter'),
    organization: at('organization'),
    division: at('division'),
    department: at('department'),
    manager: managerObject,
  });
}

/** Reads a user from a request body (POST, PUT) or a patched resource: 400 invalidValue naming the attribute. */
export function readUser(body: unknown): StoredUser {
  if (!isObject(body)) throw invalidValue('The request body must be a SCIM User object.');
  const userName = text(pick(body, 'userName'), 'userName', 254);
  if (!userName) throw invalidValue('userName is required.');
  const name = pick(body, 'name');
  if (name !== undefined && name !== null && !isObject(name)) throw invalidValue('name must be an object.');
  const user: StoredUser = {
    userName,
    active: bool(pick(body, 'active'), 'active') ?? true,
  };
  const optional = {
    externalId: text(pick(body, 'externalId'), 'externalId', 254),
    name: isObject(name)
      ? compact({
          formatted: text(pick(name, 'formatted'), 'name.formatted'),
          givenName: text(pick(name, 'givenName'), 'name.givenName'),
          middleName: text(pick(name, 'middleName'), 'name.middleName'),
          familyName: text(pick(name, 'familyName'), 'name.familyName'),
        })
      : undefined,
    displayName: text(pick(body, 'displayName'), 'displayName'),
    title: text(pick(body, 'title'), 'title'),
    emails: multiValues(pick(body, 'emails'), 'emails'),
    phoneNumbers: multiValues(pick(body, 'phoneNumbers'), 'phoneNumbers'),
    [ENTERPRISE_USER]: enterprise(pick(body, ENTERPRISE_USER)),
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) (user as unknown as Json)[key] = value;
  }
  for (const email of user.emails ?? []) {
    if (!/^[^\s@]+@[^\s@]+$/.test(email.value)) throw invalidValue(`${email.value} is not an email address.`);
  }
  return user;
}

const chosen = (values: MultiValue[] | undefined, type: string) =>
  values?.find((v) => v.type === type && v.primary) ?? values?.find((v) => v.type === type) ?? undefined;

/** The contact email: the primary address, else the work one, else the first, else a userName that is one. */
export function emailOf(user: StoredUser): string | null {
  const email =
    user.emails?.find((e) => e.primary)?.value ??
    chosen(user.emails, 'work')?.value ??
    user.emails?.[0]?.value ??
    (/^[^\s@]+@[^\s@]+$/.test(user.userName) ? user.userName : undefined);
  return email ? email.toLowerCase() : null;
}

/** Digits only, as the directory keeps numbers; a leading + and separators are dropped. */
const digits = (value: string | undefined) => {
  const d = value?.replace(/\D/g, '').slice(0, 20);
  return d ? d : null;
};

/** The contact's synced fields (contracts' SYNCED_FIELDS) as a SCIM user states them. */
export function contactFieldsOf(user: StoredUser) {
  const given = user.name?.givenName;
  const family = user.name?.familyName;
  const displayName =
    user.displayName ?? user.name?.formatted ?? ([given, family].filter(Boolean).join(' ') || user.userName);
  return {
    firstName: given ?? (family ? '' : displayName),
    middleName: user.name?.middleName ?? null,
    familyName: family ?? '',
    displayName,
    title: user.title ?? null,
    email: emailOf(user),
    phoneNumber: digits(
      (chosen(user.phoneNumbers, 'work') ?? user.phoneNumbers?.find((p) => p.type !== 'mobile'))?.value,
    ),
    mobileNumber: digits(chosen(user.phoneNumbers, 'mobile')?.value),
    department: user[ENTERPRISE_USER]?.department ?? null,
  };
}
export type ContactFields = ReturnType<typeof contactFieldsOf>;

export const etagOf = (version: number) => `W/"${version}"`;

/** The SCIM representation of an identity (RFC 7643 §4.1 with meta and the enterprise extension). */
export function toScimUser(identity: SyncIdentity, base: string) {
  const user = identity.resource as unknown as StoredUser;
  const { [ENTERPRISE_USER]: extension, ...core } = user;
  return {
    schemas: extension ? [CORE_USER, ENTERPRISE_USER] : [CORE_USER],
    id: identity.id,
    ...core,
    active: identity.active,
    ...(extension ? { [ENTERPRISE_USER]: extension } : {}),
    meta: {
      resourceType: 'User',
      created: identity.createdAt.toISOString(),
      lastModified: identity.modifiedAt.toISOString(),
      location: `${base}/Users/${identity.id}`,
      version: etagOf(identity.version),
    },
  };
}
