import { renderHook } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { useFieldError } from './admin-errors';

const duplicateCode = new ApiError(409, 'CONFLICT', 'OU code HK9 is already in use.', [
  {
    path: 'body.code',
    message: 'OU code HK9 is already in use.',
    messageCode: 'OU_CODE_IN_USE',
    params: { code: 'HK9' },
  },
  { path: 'body.name', message: 'Name says something newer.' },
]);

describe('useFieldError', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it("gives a field's refusal in the user's language, an uncoded one as the generic text", async () => {
    await i18n.changeLanguage('zh-HK');
    const { result } = renderHook(() => useFieldError());
    expect(result.current(duplicateCode, 'code')).toBe('組織單位代碼 HK9 已被使用。');
    expect(result.current(duplicateCode, 'name')).toBe('此值無效。');
    expect(result.current(duplicateCode, 'website')).toBeUndefined();
    expect(result.current(undefined, 'code')).toBeUndefined();
  });
});
