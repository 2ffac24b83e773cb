import { describe, expect, it } from 'vitest';
import { recordAudit } from './audit.js';

const actor = { actorId: null, actorEmail: 'tester@example.com', requestId: null };
const writer = () => {
  const written: unknown[] = [];
  return {
    written,
    db: { auditLog: { create: (args: unknown) => (written.push(args), Promise.resolve(args)) } },
  };
};

describe('audited fields must be listed (and so labelled) in the contracts', () => {
  it('refuses under test a record with a field auditedFields does not list', () => {
    const { db, written } = writer();
    expect(() =>
      recordAudit(db as never, actor, {
        action: 'CONTACT_UPDATE',
        entityType: 'Contact',
        entityId: 1,
        before: { firstName: 'A' },
        after: { firstName: 'B', nickname: 'Bee' },
      }),
    ).toThrow(/nickname of Contact/);
    expect(written).toEqual([]);
  });

  it('writes a record whose fields are all listed for its entity', async () => {
    const { db, written } = writer();
    await recordAudit(db as never, actor, {
      action: 'DEPARTMENT_UPDATE',
      entityType: 'Department',
      entityId: 2,
      before: { name: 'Old' },
      after: { name: 'New', nameZh: '新' },
    });
    expect(written).toHaveLength(1);
  });
});
