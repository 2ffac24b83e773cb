import { describe, expect, it } from 'vitest';
import { apiHeapArgs, DEFAULT_API_HEAP_MB } from './api-heap.mjs';

describe('apiHeapArgs', () => {
  it('caps the heap by default', () => {
    expect(apiHeapArgs({})).toEqual([`--max-old-space-size=${DEFAULT_API_HEAP_MB}`]);
  });

  it('takes API_HEAP_MB, or no cap for off', () => {
    expect(apiHeapArgs({ API_HEAP_MB: ' 384 ' })).toEqual(['--max-old-space-size=384']);
    expect(apiHeapArgs({ API_HEAP_MB: 'off' })).toEqual([]);
  });

  it('refuses what is not a sane number of MiB', () => {
    for (const bad of ['', '64', '1.5', '512MB', '-1', 'none']) {
      expect(() => apiHeapArgs({ API_HEAP_MB: bad })).toThrow(/API_HEAP_MB must be/);
    }
  });
});
