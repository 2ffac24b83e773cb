import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify, NoticesHost } from './notices';

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
  });
});
