import { contactInfoUpdateRequest } from '@cd/contracts';
import { act, renderHook } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { useFormErrors } from './form-errors';

const refusal = new ApiError(409, 'CONFLICT', 'x', [
  {
    path: 'body.email',
    message: 'x',
    messageCode: 'CONTACT_MASTER_EMAIL_IN_USE',
    params: { email: 'a@b.co' },
  },
  { path: 'body.retainPermissions', message: 'x', messageCode: 'GRANTS_MOVE_NOT_MASTER' },
]);

describe('useFormErrors', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('checks with the contract before anything is sent, and re-says each problem when the language changes', async () => {
    const { result } = renderHook(() => useFormErrors());
    let ok = true;
    act(() => {
      ok = result.current.check(contactInfoUpdateRequest, { firstName: '', familyName: 'Lee', ouID: '1' });
    });
    expect(ok).toBe(false);
    expect(result.current.errors).toEqual({ firstName: 'This field is mandatory.' });
    await act(() => i18n.changeLanguage('zh-HK'));
    expect(result.current.errorOf('firstName')).toBe('此欄必須填寫。');
    act(() => result.current.clear('firstName'));
    expect(result.current.errors).toEqual({});
    act(() => {
      ok = result.current.check(contactInfoUpdateRequest, { firstName: 'A', familyName: 'B', ouID: '1' });
    });
    expect(ok).toBe(true);
  });

  it("puts a failed save's field issues on their fields, renamed where the form calls them otherwise", () => {
    const fieldOf = (path: string) => (path === 'retainPermissions' ? 'email' : path);
    const { result } = renderHook(() => useFormErrors({ fieldOf }));
    let onFields = false;
    act(() => {
      onFields = result.current.showServer(refusal);
    });
    expect(onFields).toBe(true);
    expect(result.current.errors).toEqual({ email: 'a@b.co is already in use by another master contact.' });
    act(() => {
      onFields = result.current.showServer(new ApiError(500, 'INTERNAL', 'x'));
    });
    expect(onFields).toBe(false);
    expect(result.current.errors).toEqual({});
  });
});
