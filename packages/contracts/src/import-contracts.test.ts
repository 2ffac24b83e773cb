import { describe, expect, it } from 'vitest';
import { auditLogFilter } from './audit-log.js';
import { emailAddress } from './common/email.js';
import { booleanParam } from './common/files.js';
import { serverMessageEn } from './common/server-message-texts-en.js';
import { importCommitRequest, importProgressQuery } from './contact-import.js';

describe('emailAddress (spec 5 pattern)', () => {
  it.each(['a@b.co', 'Chan.Tai-Man+hk@harbourpacific.com.hk', "o'neil@x.org"])('accepts %s', (email) => {
    expect(emailAddress.safeParse(email).success).toBe(true);
  });
  it.each(['a@b', 'a@b.c', '@b.com', 'a b@c.com', 'a@b.c0m', 'a@@b.com', ''])('refuses %j', (email) => {
    expect(emailAddress.safeParse(email).success).toBe(false);
  });
  it('lower-cases', () => expect(emailAddress.parse(' A@B.COM ')).toBe('a@b.com'));
});

describe('booleanParam', () => {
  it('reads only true and false', () => {
    const flag = booleanParam('includeSubsidiaries');
    expect(flag.parse('true')).toBe(true);
    expect(flag.parse('false')).toBe(false);
    for (const bad of ['1', 'yes', 'TRUE', '']) expect(flag.safeParse(bad).success).toBe(false);
  });
});

describe('import contracts', () => {
  it('words the size limit as spec 5 does', () => {
    expect(serverMessageEn({ messageCode: 'IMPORT_FILE_TOO_LARGE', params: { size: 20 } })).toBe(
      'File is too large. Maximum allowed size is 20 MB.',
    );
  });
  it('commits blocking invalid rows unless told to skip them', () => {
    expect(importCommitRequest.parse({ importRunID: '3' })).toEqual({ importRunID: 3, invalidRows: 'block' });
  });
  it('asks progress by exactly one key', () => {
    expect(importProgressQuery.safeParse({}).success).toBe(false);
    expect(importProgressQuery.safeParse({ importRunID: '1' }).success).toBe(true);
    const both = { importRunID: '1', uploadID: '7d3b1f0e-8c4a-4b6e-9f2a-1c2d3e4f5a6b' };
    expect(importProgressQuery.safeParse(both).success).toBe(false);
  });
});

describe('auditLogFilter', () => {
  it('needs an end after the start and at most 366 days', () => {
    const from = '2026-01-01T00:00:00+08:00';
    expect(auditLogFilter.safeParse({ from, to: '2026-02-01T00:00:00+08:00' }).success).toBe(true);
    expect(auditLogFilter.safeParse({ from, to: from }).success).toBe(false);
    expect(auditLogFilter.safeParse({ from, to: '2027-06-01T00:00:00+08:00' }).success).toBe(false);
    expect(auditLogFilter.safeParse({ from: '2026-01-01', to: '2026-02-01' }).success).toBe(false);
  });
});
