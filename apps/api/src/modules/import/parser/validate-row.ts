import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  importColumns,
  type ImportColumnKey,
  type ImportIssue,
  serverMessage,
  type ServerMessage,
} from '@cd/contracts';
import type { ContactImportValues } from './contact-row.js';
import type { RawContactRow } from './read-workbook.js';

/** What a row is checked against: the OU's departments and the known dialling codes. */
export interface RowValidationContext {
  ouName: string;
  /** The OU's Chinese name, if it has one: messages name it so in zh-HK. */
  ouNameZh?: string | null;
  /** Folded department name, Chinese name or code → department id. */
  departments: Map<string, number>;
  /** ISO country code (upper case) → dialling code, e.g. HK → 852. */
  dialCodesByCountry: Map<string, string>;
}

export type RowResult =
  | { row: number; values: ContactImportValues; issues: [] }
  | { row: number; values: null; issues: ImportIssue[] };

const header = new Map(importColumns.map((c) => [c.key, c.header]));
const label = (key: ImportColumnKey) => header.get(key) ?? key;

export const foldName = (text: string) => text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

const MAX_LENGTH: Partial<Record<ImportColumnKey, number>> = {
  firstName: 100,
  middleName: 100,
  familyName: 100,
  localName: 100,
  chineseName: 100,
  displayName: 200,
  title: 200,
  workingLocation: 200,
};
const EXCEL_ERROR = /^#(N\/A|REF!|VALUE!|DIV\/0!|NAME\?|NUM!|NULL!|SPILL!|CALC!|GETTING_DATA)$/;
const PHONE_SEPARATORS = /[\s().-]/g;
const YES = new Set(['yes', 'y', 'true', '1', '是', 'master']);
const NO = new Set(['no', 'n', 'false', '0', '否']);

/**
 * Checks one row against the template's rules and returns the contact it describes, or every issue
 * found (row, column, message): required fields, the spec 5 email pattern, digits-only phone parts, the
 * department within the OU, known country codes, lengths and Excel error values.
 */
export function validateRow(raw: RawContactRow, ctx: RowValidationContext): RowResult {
  const issues: ImportIssue[] = [];
  const problem = (key: ImportColumnKey, message: string, coded: ServerMessage) =>
    issues.push({ row: raw.row, column: label(key), message, ...coded });

  const text = (key: ImportColumnKey): string | null => {
    const value = raw.values[key]?.normalize('NFC').trim().replace(/\s+/g, ' ');
    if (!value) return null;
    if (EXCEL_ERROR.test(value)) {
      problem(
        key,
        `The cell holds the Excel error ${value}.`,
        serverMessage('IMPORT_CELL_EXCEL_ERROR', { value }),
      );
      return null;
    }
    const max = MAX_LENGTH[key];
    if (max && value.length > max) {
      problem(
        key,
        `${label(key)} is longer than ${max} characters.`,
        serverMessage('IMPORT_TOO_LONG', { column: label(key), max }),
      );
      return null;
    }
    return value;
  };
  const required = (key: ImportColumnKey): string => {
    const value = text(key);
    if (value === null && !issues.some((i) => i.column === label(key)))
      problem(key, `${label(key)} is required.`, serverMessage('IMPORT_REQUIRED', { column: label(key) }));
    return value ?? '';
  };
  const email = (key: ImportColumnKey, value: string): string | null => {
    const lower = value.toLowerCase();
    if (lower.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(lower)) {
      problem(
        key,
        `'${value}' is not a valid email address.`,
        serverMessage('IMPORT_INVALID_EMAIL', { value }),
      );
      return null;
    }
    return lower;
  };
  const digits = (
    key: ImportColumnKey,
    { min, max, plus = false }: { min: number; max: number; plus?: boolean },
  ) => {
    const value = text(key);
    if (value === null) return null;
    const compact = value.replace(PHONE_SEPARATORS, '');
    const body = plus && compact.startsWith('+') ? compact.slice(1) : compact;
    if (!/^[0-9]+$/.test(body)) {
      problem(
        key,
        `${label(key)} must contain digits only ('${value}').`,
        serverMessage('IMPORT_DIGITS_ONLY', { column: label(key), value }),
      );
      return null;
    }
    if (body.length < min || body.length > max) {
      problem(
        key,
        `${label(key)} must have ${min === max ? min : `${min} to ${max}`} digits ('${value}').`,
        min === max
          ? serverMessage('IMPORT_DIGIT_COUNT', { column: label(key), count: min, value })
          : serverMessage('IMPORT_DIGIT_RANGE', { column: label(key), min, max, value }),
      );
      return null;
    }
    return compact;
  };
  const countryCode = (key: ImportColumnKey) => {
    const value = text(key);
    if (value === null) return null;
    // '852', '+852', '+852 Hong Kong' (the template's drop-down) or an ISO code such as 'HK'.
    const dial =
      /^\+?([0-9]{1,4})(?:\s.*)?$/.exec(value)?.[1] ?? ctx.dialCodesByCountry.get(value.toUpperCase());
    if (!dial || ![...ctx.dialCodesByCountry.values()].includes(dial)) {
      problem(
        key,
        `'${value}' is not a known country code.`,
        serverMessage('IMPORT_UNKNOWN_COUNTRY_CODE', { value }),
      );
      return null;
    }
    return dial;
  };

  const primaryEmailText = required('email');
  const primaryEmail = primaryEmailText ? email('email', primaryEmailText) : null;
  const firstName = required('firstName');
  const familyName = required('familyName');
  const middleName = text('middleName');

  const secondaryEmails: string[] = [];
  const secondaryText = text('secondaryEmail');
  // `text` has already folded a line break (Alt+Enter in Excel) into a space, and no address holds a space,
  // so any white space separates addresses as ';' and ',' do.
  for (const address of secondaryText?.split(/[;,\s]/) ?? []) {
    if (!address) continue;
    const checked = email('secondaryEmail', address);
    if (checked && checked === primaryEmail)
      problem(
        'secondaryEmail',
        `'${address}' is already the primary email.`,
        serverMessage('IMPORT_SECONDARY_IS_PRIMARY', { value: address }),
      );
    else if (checked && !secondaryEmails.includes(checked)) secondaryEmails.push(checked);
  }

  let departmentId: number | null = null;
  const department = text('department');
  if (department !== null) {
    departmentId = ctx.departments.get(foldName(department)) ?? null;
    if (departmentId === null)
      problem(
        'department',
        `Department '${department}' does not exist in ${ctx.ouName}.`,
        serverMessage('IMPORT_UNKNOWN_DEPARTMENT', {
          department,
          ouName: ctx.ouName,
          ...(ctx.ouNameZh ? { ouNameZh: ctx.ouNameZh } : {}),
        }),
      );
  }

  let isMasterRecord = false;
  const master = text('isMasterRecord');
  if (master !== null) {
    const folded = foldName(master);
    if (YES.has(folded)) isMasterRecord = true;
    else if (!NO.has(folded))
      problem(
        'isMasterRecord',
        `Master Record must be Yes or No ('${master}').`,
        serverMessage('IMPORT_MASTER_YES_NO', { value: master }),
      );
  }

  const values: ContactImportValues = {
    email: primaryEmail ?? '',
    firstName,
    middleName,
    familyName,
    displayName: text('displayName') ?? [firstName, middleName, familyName].filter(Boolean).join(' '),
    localName: text('localName'),
    chineseName: text('chineseName'),
    title: text('title'),
    departmentId,
    secondaryEmails,
    phoneCountryCode: countryCode('phoneCountryCode'),
    phoneAreaCode: digits('phoneAreaCode', { min: 1, max: 6 }),
    phoneNumber: digits('phoneNumber', { min: 3, max: 20 }),
    phoneExtension: digits('phoneExtension', { min: 1, max: 10 }),
    mobileCountryCode: countryCode('mobileCountryCode'),
    mobileNumber: digits('mobileNumber', { min: 3, max: 20 }),
    fax: digits('fax', { min: 3, max: 24, plus: true }),
    workingLocation: text('workingLocation'),
    isMasterRecord,
  };
  return issues.length ? { row: raw.row, values: null, issues } : { row: raw.row, values, issues: [] };
}
