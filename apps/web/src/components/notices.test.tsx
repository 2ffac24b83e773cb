import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR_NOTICE_HIDE_MS, NOTICE_HIDE_MS, notify, NoticesHost, withHideTime } from './notices';

// notistack arrives through import(), which takes a while on a busy machine: waits are generous.
const slow = { timeout: 10_000 };

describe('notices host', () => {
  it('shows a notice sent before notistack loaded, then later ones, at most 5 at once', async () => {
    const { container } = render(<NoticesHost />);
    expect(container.innerHTML).toBe('');
    act(() => notify('First notice', { variant: 'success' }));
    expect(await screen.findByText('First notice', {}, slow)).toBeTruthy();
    act(() => {
      for (let n = 2; n <= 7; n += 1) notify(`Notice ${n}`);
    });
    await waitFor(() => {
      expect(screen.getByText('Notice 7')).toBeTruthy();
      expect(screen.queryAllByText(/^(First notice|Notice \d)$/)).toHaveLength(5);
    }, slow);
  }, 30_000);
});

describe('notice hide time', () => {
  it('is 2000 ms by default, longer for errors, and a caller may set its own', () => {
    expect(NOTICE_HIDE_MS).toBe(2000);
    expect(withHideTime(undefined).autoHideDuration).toBe(2000);
    expect(withHideTime({ variant: 'success' }).autoHideDuration).toBe(2000);
    expect(withHideTime({ variant: 'error' }).autoHideDuration).toBe(ERROR_NOTICE_HIDE_MS);
    expect(ERROR_NOTICE_HIDE_MS).toBeGreaterThan(NOTICE_HIDE_MS);
    expect(withHideTime({ variant: 'info', autoHideDuration: null }).autoHideDuration).toBeNull();
  });

  it('hides a shown notice after its time', async () => {
    render(<NoticesHost />);
    act(() => notify('Short notice', { autoHideDuration: 200 }));
    expect(await screen.findByText('Short notice', {}, slow)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Short notice')).toBeNull(), slow);
  });
});
