/**
 * The kinds of record that "not found" messages name. The API writes a record as `<kind> <id>` in English
 * (the English text is the log's); a Chinese reader gets the kind in Chinese, the id as it is.
 * The audit entity types (`OrganizationUnit`, …) are here too: an audit history of a missing object names it
 * by its type.
 */
const chineseKinds: Record<string, string> = {
  Contact: '聯絡人',
  'Organisation unit': '組織單位',
  OrganizationUnit: '組織單位',
  Department: '部門',
  Connection: '同步連線',
  SyncConnection: '同步連線',
  'System parameter': '系統參數',
  SystemParameter: '系統參數',
  'Import run': '匯入記錄',
  'Export job': '匯出工作',
  TrustedDomain: '信任網域',
  PermissionGrant: '權限',
};

/** `Contact 42` → `聯絡人 42`; a record of a kind not listed stays as the API wrote it. */
export function chineseRecordName(record: string): string {
  const space = record.lastIndexOf(' ');
  for (const [kind, id] of [
    [record, ''],
    [record.slice(0, space), record.slice(space)],
  ]) {
    const chinese = chineseKinds[kind!];
    if (chinese) return `${chinese}${id}`;
  }
  return record;
}
