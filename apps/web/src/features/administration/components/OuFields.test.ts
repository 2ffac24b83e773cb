import { ouUpdateRequest } from '@cd/contracts';
import { describe, expect, it } from 'vitest';
import { contractProblems } from '../../../lib/form-errors';
import { ouProblemKey, type OuFieldValues } from './OuFields';

const valid: OuFieldValues = {
  code: 'HPG-HK',
  name: 'Hong Kong',
  nameZh: '香港',
  workingLocation: '',
  telexAndCable: '',
  website: '',
  countryCode: 'HK',
};
const problems = (values: Partial<OuFieldValues>) =>
  contractProblems(ouUpdateRequest, { ...valid, ...values, parentOUID: '1' });

describe('the OU form checks with the contract (decision 106)', () => {
  it('refuses, beside the field, what the server would refuse in any text (decision 088)', () => {
    expect(problems({})).toEqual({});
    expect(problems({ name: 'Hong\u0000Kong' })).toEqual({
      name: { messageCode: 'TEXT_CHARACTER_NOT_ALLOWED' },
    });
    expect(problems({ workingLocation: 'Floor 3\u0085' })).toEqual({
      workingLocation: { messageCode: 'TEXT_CHARACTER_NOT_ALLOWED' },
    });
  });

  it('says what a code and a website must look like in the screen’s own words', () => {
    const found = problems({ code: 'HK HQ', website: 'harbour.example', name: '' });
    expect(found).toEqual({
      code: { messageCode: 'FIELD_INVALID' },
      website: { messageCode: 'FIELD_INVALID' },
      name: { messageCode: 'FIELD_REQUIRED' },
    });
    expect(ouProblemKey('code', found.code!)).toBe('ous.codeFormat');
    expect(ouProblemKey('website', found.website!)).toBe('ous.websiteFormat');
    expect(ouProblemKey('name', found.name!)).toBeUndefined();
  });
});
