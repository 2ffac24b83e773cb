import { describe, expect, it } from 'vitest';
import { validateOuFields, type OuFieldValues } from './OuFields';

const valid: OuFieldValues = {
  code: 'HPG-HK',
  name: 'Hong Kong',
  nameZh: '香港',
  workingLocation: '',
  telexAndCable: '',
  website: '',
  countryCode: 'HK',
};

describe('validateOuFields', () => {
  it('refuses, beside the field, what the server would refuse in any text (decision 088)', () => {
    expect(validateOuFields(valid)).toEqual({});
    expect(validateOuFields({ ...valid, name: 'Hong\u0000Kong' })).toEqual({ name: 'ous.character' });
    expect(validateOuFields({ ...valid, workingLocation: 'Floor 3\u0085' })).toEqual({
      workingLocation: 'ous.character',
    });
  });
});
