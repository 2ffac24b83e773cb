import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldChanges } from './FieldChanges';

afterEach(() => i18n.changeLanguage('en'));

const references = {
  ous: { '3': { name: 'Hong Kong Finance', nameZh: '香港財務部' } },
  departments: { '12': { name: 'Treasury', nameZh: '庫務組' } },
};
const changes = [
  { field: 'ouID', before: null, after: 3 },
  { field: 'departmentID', before: 12, after: null },
  {
    field: 'phone',
    before: null,
    after: { countryCode: '852', areaCode: null, number: '2123 4567', extension: '8' },
  },
  { field: 'workingLocation', before: 'Central', after: 'Quarry Bay' },
  { field: 'somethingNew', before: 1, after: 2 },
];

describe('FieldChanges', () => {
  it('reads as sentences in English: names, formatted phones, labels', async () => {
    render(<FieldChanges changes={changes} references={references} />);
    expect(await screen.findByText('Organisation unit: — → Hong Kong Finance')).toBeTruthy();
    expect(screen.getByText('Department: Treasury → —')).toBeTruthy();
    expect(screen.getByText('Phone: — → +852 2123 4567 ext. 8')).toBeTruthy();
    // A field this build has no label for shows its stored name.
    expect(screen.getByText('somethingNew: 1 → 2')).toBeTruthy();
  });

  it('reads as sentences in zh-HK, OU and department names in Chinese', async () => {
    await i18n.changeLanguage('zh-HK');
    render(<FieldChanges changes={changes} references={references} limit={4} />);
    expect(await screen.findByText('組織單位：— → 香港財務部')).toBeTruthy();
    expect(screen.getByText('部門：庫務組 → —')).toBeTruthy();
    expect(screen.getByText('工作地點：Central → Quarry Bay')).toBeTruthy();
    expect(screen.getByText('及另外 1 項變更')).toBeTruthy();
  });
});
