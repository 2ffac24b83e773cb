import { auditedFieldNames } from '@cd/contracts';
import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../locales';
import { FieldChanges } from './FieldChanges';

afterEach(() => i18n.changeLanguage('en'));

describe('audited field labels', () => {
  it('labels every field the API audits in en and zh-HK (contracts: auditedFields)', async () => {
    for (const language of ['en', 'zh-HK'] as const) {
      const labels = (await loadLanguage(language)).auditFields as Record<string, string>;
      expect(
        auditedFieldNames.filter((field) => !labels[field]),
        language,
      ).toEqual([]);
      // No label for a field nobody audits: the list stays the one in the contracts.
      expect(
        Object.keys(labels).filter((field) => !auditedFieldNames.includes(field)),
        language,
      ).toEqual([]);
    }
  });

  it('shows a change by its field label in zh-HK, an unknown field by its stored name', async () => {
    await i18n.changeLanguage('zh-HK');
    render(
      <FieldChanges
        changes={[
          { field: 'workingLocation', before: 'Central', after: 'Quarry Bay' },
          { field: 'parentOU', before: null, after: 'HPG-HK' },
          { field: 'somethingNew', before: 1, after: 2 },
        ]}
      />,
    );
    expect(await screen.findByText('工作地點：Central → Quarry Bay')).toBeTruthy();
    expect(screen.getByText('上層組織單位：— → HPG-HK')).toBeTruthy();
    expect(screen.getByText('somethingNew：1 → 2')).toBeTruthy();
  });
});
