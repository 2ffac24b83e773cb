import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPIED_MS, CopyButton } from './CopyButton';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CopyButton', () => {
  it("copies the value and says 'Copied!' for 800 ms", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    vi.useFakeTimers();
    render(<CopyButton value="amy@example.com" label="Copy email" />);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy email' }));
    });
    expect(writeText).toHaveBeenCalledWith('amy@example.com');
    await act(async () => {
      vi.advanceTimersByTime(COPIED_MS / 2);
    });
    expect(screen.getByText('Copied!')).toBeTruthy();

    await act(async () => {
      vi.advanceTimersByTime(COPIED_MS / 2 + 500);
    });
    expect(screen.queryByText('Copied!')).toBeNull();
  });
});
