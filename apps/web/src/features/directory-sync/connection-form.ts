import {
  isAllowedText,
  SYNCED_FIELDS,
  type SaveSyncConnectionRequest,
  type ScimOuAttribute,
  type SyncConnection,
  type SyncedField,
  type SyncedFieldPolicy,
} from '@cd/contracts';

/** The connection form's state: ids as numbers, a mapping row's OU empty until one is chosen. */
export interface ConnectionFormValues {
  name: string;
  ouIDs: number[];
  ouAttribute: ScimOuAttribute;
  mappings: { value: string; ouID: number | null }[];
  defaultOuID: number | null;
  fieldPolicies: Record<SyncedField, SyncedFieldPolicy>;
}

/** A new connection: the identity provider is the source of truth, so manual edits of its fields are refused. */
export const NEW_FIELD_POLICY: SyncedFieldPolicy = 'REFUSE';

export function formValuesOf(connection?: SyncConnection): ConnectionFormValues {
  const policies = Object.fromEntries(
    SYNCED_FIELDS.map((field) => [field, connection?.fieldPolicies[field] ?? NEW_FIELD_POLICY]),
  ) as Record<SyncedField, SyncedFieldPolicy>;
  return {
    name: connection?.name ?? '',
    ouIDs: connection?.ouIDs ?? [],
    ouAttribute: connection?.ouAttribute ?? 'department',
    mappings: connection?.ouMappings.map((m) => ({ value: m.value, ouID: m.ouID })) ?? [],
    defaultOuID: connection?.defaultOuID ?? null,
    fieldPolicies: policies,
  };
}

/** Locale keys of the `directorySync` namespace, one per refused field (`mappings.<i>.value` etc.). */
export type ConnectionProblems = Record<string, string>;

/**
 * What the server would refuse, checked before anything is sent, in the user's language. A mapping's OU
 * and the default OU must be among the connection's own OUs (the server's rule: one of them, not below).
 */
export function connectionProblems(values: ConnectionFormValues): ConnectionProblems {
  const within = (ouID: number) => values.ouIDs.includes(ouID);
  const problems: ConnectionProblems = {};
  const name = values.name.trim();
  if (!isAllowedText(values.name)) problems.name = 'form.character';
  else if (!name) problems.name = 'form.nameRequired';
  else if (name.length > 100) problems.name = 'form.nameTooLong';
  if (values.ouIDs.length === 0) problems.ouIDs = 'form.ousRequired';

  const seen = new Set<string>();
  values.mappings.forEach((mapping, i) => {
    const value = mapping.value.trim();
    // The identity provider's value is matched without regard to case, so two rows may not differ by case only.
    const key = value.toLocaleLowerCase();
    if (!isAllowedText(mapping.value)) problems[`mappings.${i}.value`] = 'form.character';
    else if (!value) problems[`mappings.${i}.value`] = 'form.valueRequired';
    else if (value.length > 200) problems[`mappings.${i}.value`] = 'form.valueTooLong';
    else if (seen.has(key)) problems[`mappings.${i}.value`] = 'form.valueTwice';
    seen.add(key);
    if (mapping.ouID === null) problems[`mappings.${i}.ouID`] = 'form.mappingOuRequired';
    else if (!within(mapping.ouID)) problems[`mappings.${i}.ouID`] = 'form.outsideOus';
  });
  if (values.defaultOuID !== null && !within(values.defaultOuID)) {
    problems.defaultOuID = 'form.outsideOus';
  }
  return problems;
}

/** The request SaveConnection takes; `connection` is the one being edited (absent when creating). */
export function saveRequestOf(
  values: ConnectionFormValues,
  connection?: Pick<SyncConnection, 'id' | 'version'>,
): SaveSyncConnectionRequest {
  return {
    ...(connection && { id: connection.id, version: connection.version }),
    name: values.name.trim(),
    ouIDs: values.ouIDs,
    ouAttribute: values.ouAttribute,
    ouMappings: values.mappings.map((m) => ({ value: m.value.trim(), ouID: m.ouID! })),
    defaultOuID: values.defaultOuID,
    fieldPolicies: values.fieldPolicies,
  };
}

/** Where a server refusal's `details[].path` (`body.ouMappings.0.ouID`) shows in the form (`mappings.0.ouID`). */
export function formFieldOfPath(path: string): string {
  return path.replace(/^body\./, '').replace(/^ouMappings\./, 'mappings.');
}
