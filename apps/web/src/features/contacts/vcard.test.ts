import { describe, expect, it } from 'vitest';
import { telHref } from '@cd/contracts';
import { sampleContact } from './sample-contact';
import { contactToVCard, fold, vCardFilename } from './vcard';

const contact = sampleContact;

describe('vCard', () => {
  const card = contactToVCard(contact);
  const lines = card.split('\r\n');

  it('is a vCard 4.0 with CRLF line ends', () => {
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCARD', 'VERSION:4.0']);
    expect(card.endsWith('END:VCARD\r\n')).toBe(true);
    expect(card.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('carries the English and the Chinese name as alternatives of one FN', () => {
    expect(lines).toContain('FN;ALTID=1;LANGUAGE=en:Chan Tai Man');
    expect(lines).toContain('FN;ALTID=1;LANGUAGE=zh-Hant:陳大文');
    expect(lines).toContain('N:Chan;Tai Man;;;');
  });

  it('has a plain FN when there is no Chinese name', () => {
    expect(contactToVCard({ ...contact, chineseName: null }).split('\r\n')).toContain('FN:Chan Tai Man');
  });

  it('escapes commas, semicolons and line breaks in text values', () => {
    expect(lines).toContain('TITLE:Manager\\, Accounts');
    expect(lines).toContain('ORG:Harbour Pacific Hong Kong;Finance\\; Treasury');
    expect(lines).toContain('ADR;TYPE=work:;;Harbour Centre\\n25 Harbour Road;;;;');
  });

  it('lists every email and number with its kind, primary first', () => {
    expect(lines.filter((l) => l.startsWith('EMAIL'))).toEqual([
      'EMAIL;TYPE=work;PREF=1:tm.chan@example.com',
      'EMAIL;TYPE=work:tm@example.org',
    ]);
    expect(lines.filter((l) => l.startsWith('TEL'))).toEqual([
      'TEL;VALUE=text;TYPE="work,voice";PREF=1:+852 2123 4567 ext. 89',
      'TEL;VALUE=text;TYPE="work,voice":+852 2123 0000',
      'TEL;VALUE=text;TYPE=cell;PREF=1:+852 9123 4567',
      'TEL;VALUE=text;TYPE="work,fax":+852 2123 9999',
    ]);
    expect(lines).toContain('REV:20261122T090507Z');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const long = `NOTE:${'陳'.repeat(40)}`;
    const folded = fold(long).split('\r\n');
    const encoder = new TextEncoder();
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, i) => (i ? part.slice(1) : part)).join('')).toBe(long);
    expect(fold('short')).toBe('short');
  });

  it('names the file after the contact, without path characters', () => {
    expect(vCardFilename(contact)).toBe('Chan Tai Man.vcf');
    expect(vCardFilename({ ...contact, displayName: 'a/b:c' })).toBe('abc.vcf');
    expect(vCardFilename({ ...contact, displayName: '///' })).toBe('contact-7.vcf');
  });
});

describe('telHref', () => {
  it.each([
    ['+852 2123 4567', 'tel:+85221234567'],
    ['+852 2123 4567 ext. 89', 'tel:+85221234567;ext=89'],
    ['(02) 9999-1234 x12', 'tel:0299991234;ext=12'],
    ['2123 4567 分機 5', 'tel:21234567;ext=5'],
    ['n/a', null],
  ])('%s → %s', (display, href) => {
    expect(telHref(display)).toBe(href);
  });
});
