import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ImportOutcome } from './ImportOutcome';

const counts = (created: number, updated: number, unchanged = 0, invalid = 0) => ({
  totalRows: created + updated + unchanged + invalid,
  created,
  updated,
  unchanged,
  invalid,
});
const said = (outcome: Parameters<typeof ImportOutcome>[0]['outcome']) => {
  const { unmount } = render(<ImportOutcome outcome={outcome} />);
  const text = screen.getByRole('status').textContent;
  unmount();
  return text;
};

describe('ImportOutcome', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('says what a commit did, not what it was going to do', () => {
    expect(said({ kind: 'committed', counts: counts(3, 2) })).toBe(
      'UALM has processed the upload.Created 3 contacts, updated 2.',
    );
    expect(said({ kind: 'committed', counts: counts(1, 0, 4, 2) })).toBe(
      'UALM has processed the upload.Created 1 contact. 4 rows were already up to date. 2 invalid rows were skipped.',
    );
    expect(said({ kind: 'committed', counts: counts(0, 1, 1) })).toBe(
      'UALM has processed the upload.Updated 1 contact. 1 row was already up to date.',
    );
    expect(said({ kind: 'committed', counts: counts(0, 0, 5) })).toBe(
      'UALM has processed the upload.No contact was created or changed. 5 rows were already up to date.',
    );
    expect(said({ kind: 'committed', counts: counts(1, 1) })).toBe(
      'UALM has processed the upload.Created 1 contact, updated 1.',
    );
  });

  it('says a cancelled run created nothing', () => {
    expect(said({ kind: 'discarded' })).toBe('Import cancelled: no contact was created or changed.');
  });

  it('says both in Chinese', async () => {
    await i18n.changeLanguage('zh-HK');
    expect(said({ kind: 'committed', counts: counts(3, 2, 0, 1) })).toBe(
      'UALM 已處理上載的檔案。已新增 3 位聯絡人，更新 2 位。 已略過 1 行無效資料。',
    );
    expect(said({ kind: 'discarded' })).toBe('已取消匯入：沒有新增或更改任何聯絡人。');
  });
});
