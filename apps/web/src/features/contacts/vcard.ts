import type { ContactDetail } from '@cd/contracts';

/**
 * A vCard 4.0 (RFC 6350) of one contact, UTF-8, CRLF line ends, lines folded at 75 octets without
 * splitting a character. The Chinese name is an alternative FN (same ALTID, LANGUAGE=zh-Hant) so
 * address books show it beside the English name.
 */
export function contactToVCard(contact: ContactDetail): string {
  const lines = ['BEGIN:VCARD', 'VERSION:4.0'];
  const hasChinese = Boolean(contact.chineseName);
  lines.push(
    hasChinese ? `FN;ALTID=1;LANGUAGE=en:${text(contact.displayName)}` : `FN:${text(contact.displayName)}`,
  );
  if (contact.chineseName) lines.push(`FN;ALTID=1;LANGUAGE=zh-Hant:${text(contact.chineseName)}`);
  lines.push(
    `N:${[contact.familyName, contact.firstName, contact.middleName ?? '', '', ''].map(text).join(';')}`,
  );
  if (contact.localName) lines.push(`NICKNAME:${text(contact.localName)}`);
  lines.push(`ORG:${[contact.ouName, contact.department ?? ''].map(text).join(';').replace(/;$/, '')}`);
  if (contact.title) lines.push(`TITLE:${text(contact.title)}`);
  if (contact.email) lines.push(`EMAIL;TYPE=work;PREF=1:${text(contact.email)}`);
  for (const email of contact.secondaryEmail) lines.push(`EMAIL;TYPE=work:${text(email)}`);
  if (contact.phone) lines.push(`TEL;VALUE=text;TYPE="work,voice";PREF=1:${text(contact.phone)}`);
  for (const phone of contact.secondaryPhone) lines.push(`TEL;VALUE=text;TYPE="work,voice":${text(phone)}`);
  if (contact.mobile) lines.push(`TEL;VALUE=text;TYPE=cell;PREF=1:${text(contact.mobile)}`);
  for (const mobile of contact.secondaryMobile) lines.push(`TEL;VALUE=text;TYPE=cell:${text(mobile)}`);
  if (contact.fax) lines.push(`TEL;VALUE=text;TYPE="work,fax":${text(contact.fax)}`);
  if (contact.workingLocation) lines.push(`ADR;TYPE=work:;;${text(contact.workingLocation)};;;;`);
  lines.push(`REV:${timestamp(contact.modifiedDate)}`);
  lines.push('END:VCARD');
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** RFC 6350 3.4: backslash, comma, semicolon and line breaks are escaped in text values. */
function text(value: string): string {
  return value.replace(/[\\,;]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');
}

/** `2026-11-22T09:05:00.000Z` → `20261122T090500Z`. */
function timestamp(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
}

const encoder = new TextEncoder();
const MAX_OCTETS = 75;

/** RFC 6350 3.2: a line longer than 75 octets continues on the next line after CRLF and one space. */
export function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts toward their 75.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A file name from the display name: no path or reserved characters, never empty. */
export function vCardFilename(contact: ContactDetail): string {
  const base = [...contact.displayName]
    .filter((char) => char >= ' ' && !'\\/:*?"<>|'.includes(char))
    .join('')
    .trim();
  return `${base || `contact-${contact.contactID}`}.vcf`;
}

export function vCardBlob(contact: ContactDetail): Blob {
  return new Blob([contactToVCard(contact)], { type: 'text/vcard;charset=utf-8' });
}
