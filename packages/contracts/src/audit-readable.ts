// Values only, no zod: the history panels and the audit export word a change the same way (decision 108).
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, AUDIT_FIELD_LABELS } from './audit-labels.js';
import type { FileLanguage } from './common/file-language.js';
import { formatPhone, type PhoneParts } from './common/phone.js';

/** An OU or department named by id in a record, in both languages. */
export interface AuditName {
  name: string;
  nameZh: string | null;
}

/** The OUs and departments a page of records names by id, keyed by the id as text. */
export interface AuditReferences {
  ous: Record<string, AuditName>;
  departments: Record<string, AuditName>;
}

export const noAuditReferences: AuditReferences = { ous: {}, departments: {} };

/** Fields whose values are OU ids (one or a list) and department ids: shown by name, not number. */
const OU_FIELDS: ReadonlySet<string> = new Set(['ouID', 'ouId', 'parentOUID', 'defaultOuID', 'ouIDs']);
const DEPARTMENT_FIELDS: ReadonlySet<string> = new Set(['departmentID', 'departmentId']);

interface Change {
  field: string;
  before: unknown;
  after: unknown;
}

const ids = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).filter(
    // Ids are positive 32-bit integers (the tables' int keys).
    (v): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 2_147_483_647,
  );

/** The OU and department ids that changes name: what the API looks up to fill AuditReferences. */
export function referencedIds(changes: readonly Change[]): { ous: number[]; departments: number[] } {
  const ous = new Set<number>();
  const departments = new Set<number>();
  for (const { field, before, after } of changes) {
    const into = OU_FIELDS.has(field) ? ous : DEPARTMENT_FIELDS.has(field) ? departments : null;
    for (const id of into ? [...ids(before), ...ids(after)] : []) into!.add(id);
  }
  return { ous: [...ous], departments: [...departments] };
}

export const nameIn = (named: AuditName, language: FileLanguage) =>
  (language === 'zh-HK' && named.nameZh) || named.name;

export const auditActionLabel = (action: string, language: FileLanguage) =>
  AUDIT_ACTION_LABELS[action as keyof typeof AUDIT_ACTION_LABELS]?.[language] ?? action;

export const auditEntityLabel = (entityType: string, language: FileLanguage) =>
  AUDIT_ENTITY_LABELS[entityType]?.[language] ?? entityType;

/** A field this build has no label for (an older record, a newer API) keeps its stored name. */
export const auditFieldLabel = (field: string, language: FileLanguage) =>
  AUDIT_FIELD_LABELS[field]?.[language] ?? field;

const YES_NO: Record<FileLanguage, [string, string]> = { en: ['Yes', 'No'], 'zh-HK': ['是', '否'] };
const EMPTY = '—';
const PHONE_KEYS: ReadonlySet<string> = new Set(['countryCode', 'areaCode', 'number', 'extension']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPhone = (value: Record<string, unknown>): value is PhoneParts & Record<string, unknown> =>
  'number' in value && Object.keys(value).every((key) => PHONE_KEYS.has(key));

const isNamed = (value: Record<string, unknown>): value is Record<string, unknown> & AuditName =>
  typeof value.name === 'string';

/** A value as a person reads it: phones formatted, yes/no, lists joined, other objects as "key: value". */
function plain(value: unknown, language: FileLanguage): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return YES_NO[language][value ? 0 : 1];
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    return value.length === 0 ? EMPTY : value.map((item) => plain(item, language)).join(', ');
  }
  if (isRecord(value)) {
    if (isPhone(value)) return formatPhone(value) ?? EMPTY;
    if (isNamed(value))
      return nameIn({ name: value.name, nameZh: (value.nameZh as string) ?? null }, language);
    const pairs = Object.entries(value).map(
      ([key, inner]) => `${auditFieldLabel(key, language)}: ${plain(inner, language)}`,
    );
    return pairs.length === 0 ? EMPTY : `(${pairs.join('; ')})`;
  }
  return String(value);
}

function named(table: Record<string, AuditName>, value: unknown, language: FileLanguage): string {
  const one = (id: unknown) => {
    const found = table[String(id)];
    // A record can outlive what it names (a deleted OU): its number is all there is.
    return found ? nameIn(found, language) : `#${String(id)}`;
  };
  if (value === null || value === undefined) return EMPTY;
  return Array.isArray(value) ? (value.length ? value.map(one).join(', ') : EMPTY) : one(value);
}

/** One field's stored value as a person reads it, in their language. */
export function readableValue(
  field: string,
  value: unknown,
  language: FileLanguage,
  references: AuditReferences = noAuditReferences,
): string {
  if (OU_FIELDS.has(field)) return named(references.ous, value, language);
  if (DEPARTMENT_FIELDS.has(field)) return named(references.departments, value, language);
  return plain(value, language);
}

export interface ReadableChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** A change worded for people: the field's label and both values in the user's language. */
export function readableChange(
  change: Change,
  language: FileLanguage,
  references: AuditReferences = noAuditReferences,
): ReadableChange {
  return {
    field: change.field,
    label: auditFieldLabel(change.field, language),
    before: readableValue(change.field, change.before, language, references),
    after: readableValue(change.field, change.after, language, references),
  };
}

const COLON: Record<FileLanguage, string> = { en: ': ', 'zh-HK': '：' };

/**
 * One side of a record's changes as lines "Label: value" (the export's Before and After columns); the
 * caller leaves out a side the record lacks (no before for a creation, no after for a deletion).
 */
export function readableSide(
  changes: readonly Change[],
  side: 'before' | 'after',
  language: FileLanguage,
  references: AuditReferences = noAuditReferences,
): string {
  return changes
    .map((change) => {
      const readable = readableChange(change, language, references);
      return `${readable.label}${COLON[language]}${readable[side]}`;
    })
    .join('\n');
}
