import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../src/index.js';

describe('password hashing', () => {
  it('uses the scrypt$N$r$p$salt$hash format and verifies', async () => {
    const hash = await hashPassword('demo');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    await expect(verifyPassword('demo', hash)).resolves.toBe(true);
    await expect(verifyPassword('Demo', hash)).resolves.toBe(false);
  });

  it('salts every hash and rejects malformed input', async () => {
    expect(await hashPassword('x')).not.toBe(await hashPassword('x'));
    await expect(verifyPassword('demo', 'not-a-hash')).resolves.toBe(false);
    await expect(verifyPassword('demo', 'scrypt$0$8$1$AA==$AA==')).resolves.toBe(false);
  });
});
