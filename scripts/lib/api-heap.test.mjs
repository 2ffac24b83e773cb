import { describe, expect, it } from 'vitest';
import { apiHeapArgs, apiProcessEnv, DEFAULT_API_HEAP_MB, DEFAULT_MALLOC_ARENA_MAX } from './api-heap.mjs';

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

describe('apiProcessEnv', () => {
  it('caps the malloc arenas unless told otherwise, and keeps the rest of the environment', () => {
    expect(apiProcessEnv({ PORT: '3000' })).toEqual({
      MALLOC_ARENA_MAX: String(DEFAULT_MALLOC_ARENA_MAX),
      PORT: '3000',
    });
    expect(apiProcessEnv({ MALLOC_ARENA_MAX: '8' }).MALLOC_ARENA_MAX).toBe('8');
  });
});
