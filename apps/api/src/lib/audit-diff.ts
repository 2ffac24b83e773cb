import { shownChanges, type FieldChange } from '@cd/contracts';

type Snapshot = Record<string, unknown> | null | undefined;

const asSnapshot = (value: unknown): Snapshot =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/**
 * Field-level changes between an audit row's before and after snapshots (field: before → after), in the
 * order the fields first appear; unchanged fields are left out. A creation lists every field with
 * before null, a deletion every field with after null. Stored text that repeats a changed id (an OU's
 * `parentOU` beside `parentOUID`) is left out: one line per thing that changed (`shownChanges`).
 */
export function changedFields(beforeJson: unknown, afterJson: unknown): FieldChange[] {
  const before = asSnapshot(beforeJson) ?? {};
  const after = asSnapshot(afterJson) ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return shownChanges(
    fields
      .filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
      .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null })),
  );
}
