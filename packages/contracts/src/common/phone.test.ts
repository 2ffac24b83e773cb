import { describe, expect, it } from 'vitest';
import { formatPhone, telHref } from './phone.js';

describe('formatPhone (the one copy the API lists, detail and exports share)', () => {
  it('joins country, area, number and extension', () => {
    expect(formatPhone({ countryCode: '852', areaCode: '2', number: '2123 4567', extension: '89' })).toBe(
      '+852 2 2123 4567 ext. 89',
    );
    expect(formatPhone({ countryCode: '852', number: '9123 4567' })).toBe('+852 9123 4567');
  });

  it('gives a country code stored with its + no second one (the export copy wrote ++852)', () => {
    expect(formatPhone({ countryCode: '+852', number: '2123 4567' })).toBe('+852 2123 4567');
  });

  it('is null without a number, whatever else is stored', () => {
    expect(formatPhone({ countryCode: '852', areaCode: '2', number: null, extension: '1' })).toBeNull();
    expect(formatPhone({ countryCode: '852', number: '' })).toBeNull();
  });

  it('skips empty parts rather than leaving double spaces', () => {
    expect(formatPhone({ countryCode: '', areaCode: '', number: '2123 4567', extension: '' })).toBe(
      '2123 4567',
    );
  });

  it('reads back as a dialable tel: link', () => {
    const shown = formatPhone({ countryCode: '+852', number: '2123 4567', extension: '89' })!;
    expect(telHref(shown)).toBe('tel:+85221234567;ext=89');
  });
});
