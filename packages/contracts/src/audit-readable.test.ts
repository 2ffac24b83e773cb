import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from './audit-log-limits.js';
import { AUDIT_ACTION_LABELS, AUDIT_FIELD_LABELS } from './audit-labels.js';
import { auditedFieldNames } from './audit-history.js';
import {
  auditActionLabel,
  readableChange,
  readableSide,
  referencedIds,
  type AuditReferences,
} from './audit-readable.js';

const references: AuditReferences = {
  ous: { '3': { name: 'Hong Kong Finance', nameZh: '香港財務部' }, '7': { name: 'Singapore', nameZh: null } },
  departments: { '12': { name: 'Treasury', nameZh: '庫務組' } },
};

describe('readable audit changes', () => {
  it('names OUs and departments in the reader’s language, not by id', () => {
    const change = { field: 'ouID', before: null, after: 3 };
    expect(readableChange(change, 'en', references)).toEqual({
      field: 'ouID',
      label: 'Organisation unit',
      before: '—',
      after: 'Hong Kong Finance',
    });
    expect(readableChange(change, 'zh-HK', references)).toMatchObject({
      label: '組織單位',
      after: '香港財務部',
    });
    // No Chinese name: the English one; gone since: its number.
    expect(readableChange({ field: 'ouIDs', before: [7, 99], after: [] }, 'zh-HK', references)).toMatchObject(
      { before: 'Singapore, #99', after: '—' },
    );
    expect(
      readableChange({ field: 'departmentID', before: 12, after: null }, 'zh-HK', references).before,
    ).toBe('庫務組');
  });

  it('formats phones, lists and yes/no instead of showing JSON', () => {
    const phone = { countryCode: '852', areaCode: null, number: '2123 4567', extension: '89' };
    expect(readableChange({ field: 'phone', before: null, after: phone }, 'en').after).toBe(
      '+852 2123 4567 ext. 89',
    );
    expect(
      readableChange(
        { field: 'secondaryPhones', before: [], after: [phone, { countryCode: '65', number: '6123 4567' }] },
        'en',
      ),
    ).toMatchObject({ label: 'Other phones', before: '—', after: '+852 2123 4567 ext. 89, +65 6123 4567' });
    expect(readableChange({ field: 'isMasterRecord', before: false, after: true }, 'zh-HK')).toMatchObject({
      label: '主記錄',
      before: '否',
      after: '是',
    });
    expect(readableChange({ field: 'settings', before: null, after: { direction: 'ltr' } }, 'en').after).toBe(
      '(direction: ltr)',
    );
    for (const change of [
      readableChange({ field: 'phone', before: null, after: phone }, 'en'),
      readableChange({ field: 'departments', before: [{ code: 'TRSY', name: 'Treasury' }], after: [] }, 'en'),
    ]) {
      expect(`${change.before} ${change.after}`).not.toMatch(/[{}"]/);
    }
  });

  it('writes one side of a record as lines "Label: value"', () => {
    const changes = [
      { field: 'title', before: 'Clerk', after: 'Supervisor' },
      { field: 'ouID', before: 7, after: 3 },
    ];
    expect(readableSide(changes, 'before', 'en', references)).toBe(
      'Job title: Clerk\nOrganisation unit: Singapore',
    );
    expect(readableSide(changes, 'after', 'zh-HK', references)).toBe(
      '職銜：Supervisor\n組織單位：香港財務部',
    );
  });

  it('lists the OU and department ids a page must look up', () => {
    expect(
      referencedIds([
        { field: 'ouID', before: 7, after: 3 },
        { field: 'ouIDs', before: null, after: [3, 8] },
        { field: 'departmentId', before: null, after: 12 },
        { field: 'title', before: 5, after: 6 },
      ]),
    ).toEqual({ ous: [7, 3, 8], departments: [12] });
  });

  it('labels every recorded action and audited field in both languages', () => {
    expect(auditActionLabel('CONTACT_CREATE', 'en')).toBe('Contact created');
    expect(auditActionLabel('CONTACT_CREATE', 'zh-HK')).toBe('新增聯絡人');
    for (const action of AUDIT_ACTIONS) {
      expect(AUDIT_ACTION_LABELS[action].en, action).toBeTruthy();
      expect(AUDIT_ACTION_LABELS[action]['zh-HK'], action).toBeTruthy();
    }
    expect(auditedFieldNames.filter((field) => !AUDIT_FIELD_LABELS[field]?.['zh-HK'])).toEqual([]);
    expect(Object.keys(AUDIT_FIELD_LABELS).filter((field) => !auditedFieldNames.includes(field))).toEqual([]);
  });
});
