import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { trustedDomainInput } from '../trusted-domains.js';
import { schemaIssueCode } from './schema-issue-code.js';

const codeOf = (schema: z.ZodType, value: unknown) =>
  schemaIssueCode(schema.safeParse(value).error!.issues[0]!);

describe('schemaIssueCode', () => {
  it('codes an issue by its kind', () => {
    expect(codeOf(z.string().trim().min(1, 'x'), ' ')).toEqual({ messageCode: 'FIELD_REQUIRED' });
    expect(codeOf(z.string().min(4), 'ab')).toEqual({ messageCode: 'FIELD_TOO_SHORT', params: { min: 4 } });
    expect(codeOf(z.string().max(3), 'abcd')).toEqual({ messageCode: 'FIELD_TOO_LONG', params: { max: 3 } });
    expect(codeOf(z.array(z.string()).max(1), ['a', 'b'])).toEqual({
      messageCode: 'FIELD_TOO_LONG',
      params: { max: 1 },
    });
    expect(codeOf(z.number().min(1), 0)).toEqual({ messageCode: 'FIELD_TOO_SMALL', params: { min: 1 } });
    expect(codeOf(z.number().max(9), 10)).toEqual({ messageCode: 'FIELD_TOO_LARGE', params: { max: 9 } });
    expect(codeOf(z.number(), 'x')).toEqual({ messageCode: 'FIELD_INVALID' });
  });

  it("keeps the code a contract's refinement gave, with its params", () => {
    expect(codeOf(trustedDomainInput, '*.example.com')).toEqual({
      messageCode: 'TRUSTED_DOMAIN_WILDCARD',
      params: { domain: '*.example.com' },
    });
  });
});
