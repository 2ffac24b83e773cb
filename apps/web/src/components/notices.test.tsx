import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify, NoticesHost } from './notices';

describe('notices host', () => {
  it('shows a notice sent before notistack loaded, then later ones, at most 5 at once', async () => {
    const { container } = render(<NoticesHost />);
    expect(container.innerHTML).toBe('');
    act(() => notify('First notice', { variant: 'success' }));
    expect(await screen.findByText('First notice')).toBeTruthy();
    act(() => {
      for (let n = 2; n <= 7; n += 1) notify(`Notice ${n}`);
    });
    await screen.findByText('Notice 5');
    expect(screen.queryAllByText(/notice/i).length).toBeLessThanOrEqual(5);
    expect(screen.queryByText('Notice 7')).toBeNull();
  });
});
