import {
  importColumns,
  type ImportCounts,
  type ImportIssue,
  serverMessage,
  type ServerMessage,
} from '@cd/contracts';
import { keepStoredPhoneSpelling, sameContactValues, type ContactImportValues } from './contact-row.js';
import type { RowResult } from './validate-row.js';

/** A contact already in the directory with the email of an import row. */
export interface ExistingContact {
  id: number;
  ouId: number;
  ouName: string;
  ouNameZh?: string | null;
  values: ContactImportValues;
}

export type ImportAction = 'create' | 'update' | 'unchanged';

export interface PlannedRow {
  row: number;
  action: ImportAction;
  contactId: number | null;
  values: ContactImportValues;
}

export interface ImportPlan {
  planned: PlannedRow[];
  issues: ImportIssue[];
  counts: ImportCounts;
}

const EMAIL = importColumns[0].header;

/** The rows of valid results that share an email with another, by email, in sheet order. */
export function rowsSharingAnEmail(results: RowResult[]): Map<string, number[]> {
  const rowsByEmail = new Map<string, number[]>();
  for (const r of results) {
    if (!r.values) continue;
    const rows = rowsByEmail.get(r.values.email);
    if (rows) rows.push(r.row);
    else rowsByEmail.set(r.values.email, [r.row]);
  }
  for (const [email, rows] of rowsByEmail) if (rows.length < 2) rowsByEmail.delete(email);
  return rowsByEmail;
}

/**
 * Decides what each valid row does, matching contacts by primary email: create, update, or nothing when
 * the contact already holds the row's values. A row is refused when its email appears on another row of
 * the file (every such row: which one should win is the user's call), when the matching contact belongs
 * to another OU, or when several contacts share the email. `results` may be one batch of the file, given
 * the rows of the whole file that share an email (`sameEmailRowsOfFile`).
 */
export function planImport(
  results: RowResult[],
  existing: Map<string, ExistingContact[]>,
  ouId: number,
  sameEmailRowsOfFile: ReadonlyMap<string, number[]> = rowsSharingAnEmail(results),
): ImportPlan {
  const issues: ImportIssue[] = results.flatMap((r) => r.issues);

  const planned: PlannedRow[] = [];
  for (const r of results) {
    if (!r.values) continue;
    const { email } = r.values;
    const refuse = (message: string, coded: ServerMessage) =>
      issues.push({ row: r.row, column: EMAIL, message, ...coded });
    const sameEmailRows = sameEmailRowsOfFile.get(email) ?? [];
    const matches = existing.get(email) ?? [];
    if (sameEmailRows.length > 1) {
      const rows = sameEmailRows.join(', ');
      refuse(
        `The email ${email} appears more than once in the file (rows ${rows}).`,
        serverMessage('IMPORT_DUPLICATE_IN_FILE', { email, rows }),
      );
    } else if (matches.length > 1) {
      refuse(
        `More than one contact in the directory has the email ${email}; edit them by hand.`,
        serverMessage('IMPORT_SHARED_EMAIL', { email }),
      );
    } else if (matches[0] && matches[0].ouId !== ouId) {
      refuse(
        `A contact with the email ${email} belongs to another organisation unit (${matches[0].ouName}).`,
        serverMessage('IMPORT_OTHER_OU', {
          email,
          ouName: matches[0].ouName,
          ...(matches[0].ouNameZh ? { ouNameZh: matches[0].ouNameZh } : {}),
        }),
      );
    } else if (matches[0]) {
      const values = keepStoredPhoneSpelling(matches[0].values, r.values);
      const action = sameContactValues(matches[0].values, values) ? 'unchanged' : 'update';
      planned.push({ row: r.row, action, contactId: matches[0].id, values });
    } else {
      planned.push({ row: r.row, action: 'create', contactId: null, values: r.values });
    }
  }
  issues.sort((a, b) => a.row - b.row);
  const count = (action: ImportAction) => planned.filter((p) => p.action === action).length;
  return {
    planned,
    issues,
    counts: {
      totalRows: results.length,
      created: count('create'),
      updated: count('update'),
      unchanged: count('unchanged'),
      invalid: new Set(issues.map((i) => i.row)).size,
    },
  };
}
