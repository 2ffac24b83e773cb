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
 * What the server would refuse, checked before anything is sent, in the user's language. `within(ouID)`
 * says whether an OU lies inside the chosen ones (undefined when the browser does not know, e.g. part of a
 * large tree is not loaded: then the server decides).
 */
export function connectionProblems(
  values: ConnectionFormValues,
  within: (ouID: number) => boolean | undefined,
): ConnectionProblems {
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
    else if (within(mapping.ouID) === false) problems[`mappings.${i}.ouID`] = 'form.outsideOus';
  });
  if (values.defaultOuID !== null && within(values.defaultOuID) === false) {
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

/** Where a server refusal's `details[].path` shows in the form (the request's names differ from the form's). */
export function formFieldOfPath(path: string): string {
  return path.replace(/^ouMappings\./, 'mappings.');
}

/**
 * `within` for connectionProblems over the OU tree the picker loaded: an OU is inside when it or an
 * ancestor is chosen; unknown when its chain upward leaves the loaded part before reaching a root.
 */
export function withinOus(
  nodes: readonly { ouID: number; parentOuID: number | null }[],
  ouIDs: readonly number[],
): (ouID: number) => boolean | undefined {
  const parentOf = new Map(nodes.map((node) => [node.ouID, node.parentOuID]));
  const chosen = new Set(ouIDs);
  return (ouID) => {
    let id: number | null = ouID;
    // Bounded by the tree's size, so a cycle in bad data cannot hang the form.
    for (let steps = 0; id !== null && steps <= parentOf.size; steps++) {
      if (chosen.has(id)) return true;
      const parent = parentOf.get(id);
      if (parent === undefined) return undefined;
      id = parent;
    }
    return id === null ? false : undefined;
  };
}
