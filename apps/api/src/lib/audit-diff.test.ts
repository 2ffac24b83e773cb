import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-diff.js';

describe('changedFields', () => {
  it('words an OU move as one "Parent OU" change: the id, not also the stored English name', () => {
    const before = { code: 'PAY', parentOUID: 2, parentOU: 'Hong Kong' };
    const after = { code: 'PAY', parentOUID: 3, parentOU: 'Hong Kong Finance' };
    expect(changedFields(before, after)).toEqual([{ field: 'parentOUID', before: 2, after: 3 }]);
  });
});
