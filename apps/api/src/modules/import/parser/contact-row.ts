/** A contact as an import row sets it, normalised: what the commit writes and what "unchanged" compares. */
export interface ContactImportValues {
  email: string;
  firstName: string;
  middleName: string | null;
  familyName: string;
  displayName: string;
  localName: string | null;
  chineseName: string | null;
  title: string | null;
  departmentId: number | null;
  secondaryEmails: string[];
  phoneCountryCode: string | null;
  phoneAreaCode: string | null;
  phoneNumber: string | null;
  phoneExtension: string | null;
  mobileCountryCode: string | null;
  mobileNumber: string | null;
  fax: string | null;
  workingLocation: string | null;
  isMasterRecord: boolean;
}

export const contactValueKeys = [
  'email',
  'firstName',
  'middleName',
  'familyName',
  'displayName',
  'localName',
  'chineseName',
  'title',
  'departmentId',
  'secondaryEmails',
  'phoneCountryCode',
  'phoneAreaCode',
  'phoneNumber',
  'phoneExtension',
  'mobileCountryCode',
  'mobileNumber',
  'fax',
  'workingLocation',
  'isMasterRecord',
] as const satisfies readonly (keyof ContactImportValues)[];

/** Whether an existing contact already holds exactly these values (then the row changes nothing). */
export function sameContactValues(a: ContactImportValues, b: ContactImportValues): boolean {
  return contactValueKeys.every((key) =>
    key === 'secondaryEmails'
      ? a.secondaryEmails.join('\n') === b.secondaryEmails.join('\n')
      : a[key] === b[key],
  );
}

/** Phone parts a person types with spaces, hyphens, dots or brackets; the import keeps digits (and '+'). */
const phoneKeys = ['phoneAreaCode', 'phoneNumber', 'phoneExtension', 'mobileNumber', 'fax'] as const;
const dialled = (value: string | null) => value?.replace(/[\s().-]/g, '') ?? null;

/**
 * The row's values with each phone part the contact already holds, spelt differently ('2123 4567' kept
 * against the file's '21234567'), kept as stored: an exported sheet imported again then changes nothing,
 * and a row that changes a contact's title leaves its phones' spacing alone.
 */
export function keepStoredPhoneSpelling(
  stored: ContactImportValues,
  row: ContactImportValues,
): ContactImportValues {
  const kept = { ...row };
  for (const key of phoneKeys) {
    if (stored[key] !== row[key] && dialled(stored[key]) === row[key]) kept[key] = stored[key];
  }
  return kept;
}
