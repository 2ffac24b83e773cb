import { describe, expect, it } from 'vitest';
import { functionCode } from './function-code-schema.js';
import { expandFunctionCodes } from './function-codes.js';

describe('function codes', () => {
  it('FN-0003 implies its three variants', () => {
    expect(expandFunctionCodes(['FN-0003'])).toEqual(['FN-0003', 'FN-0003A', 'FN-0003B', 'FN-0003C']);
  });
  it('a variant alone does not imply the parent code', () => {
    expect(expandFunctionCodes(['FN-0003B', 'FN-0000'])).toEqual(['FN-0000', 'FN-0003B']);
  });
  it('rejects an unknown code', () => {
    expect(functionCode.safeParse('FN-9999').success).toBe(false);
  });
});
