import { allFunctionCodes, type ContactPrivileges, type FunctionCode } from '@cd/contracts';

/** One row of the permission table: whether the user holds the code on the OU, and on its subtree. */
export interface PrivilegeRow {
  code: FunctionCode;
  granted: boolean;
  includesSubsidiaries: boolean;
  /** The editor holds the code on this OU: may grant or revoke it (no escalation, decision 025). */
  editable: boolean;
  /** The editor holds it on the whole subtree: may grant or revoke it "with subsidiaries". */
  editableWithSubsidiaries: boolean;
}

/** Every function code, with what the user holds and what the editor may change. */
export function toRows(privileges: ContactPrivileges): PrivilegeRow[] {
  const held = new Map(privileges.grants.map((g) => [g.functionCode, g.includesSubsidiaries]));
  return allFunctionCodes.map((code) => ({
    code,
    granted: held.has(code),
    includesSubsidiaries: held.get(code) ?? false,
    editable: privileges.grantableCodes.includes(code),
    editableWithSubsidiaries: privileges.grantableWithSubsidiaries.includes(code),
  }));
}

/** Whether a row's checkboxes may change: a grant with subsidiaries needs the code on the subtree. */
export const mayToggleGrant = (row: PrivilegeRow) =>
  row.editable && (!row.includesSubsidiaries || row.editableWithSubsidiaries);
export const mayToggleSubsidiaries = (row: PrivilegeRow) => row.granted && row.editableWithSubsidiaries;

export const grantsOf = (rows: PrivilegeRow[]) =>
  rows
    .filter((row) => row.granted)
    .map((row) => ({ functionCode: row.code, includesSubsidiaries: row.includesSubsidiaries }));

/** Whether the rows differ from what the server holds. */
export const changed = (rows: PrivilegeRow[], privileges: ContactPrivileges) =>
  JSON.stringify(grantsOf(rows)) !== JSON.stringify(grantsOf(toRows(privileges)));
