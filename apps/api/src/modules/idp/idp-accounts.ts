import { randomBytes } from 'node:crypto';
import { DEMO_ACCOUNTS, hashPassword, verifyPassword, type PrismaClient } from '@cd/db';
import type { Account, AccountClaims } from 'oidc-provider';

/** The embedded IdP's tenant, sent as `tid` like Entra ID does (fixed, so identities stay stable). */
export const EMBEDDED_IDP_TENANT_ID = '3f6e2b0c-8d1a-4c5e-9b7f-2a4d6c8e0f13';

export interface IdpAccountRow {
  id: string;
  email: string;
  passwordHash: string;
  givenName: string;
  familyName: string;
  groups: string[];
  pictureUrl: string | null;
  description: string | null;
}

export const displayName = (a: Pick<IdpAccountRow, 'givenName' | 'familyName'>) =>
  `${a.givenName} ${a.familyName}`.trim();

/** Every claim the IdP knows about an account; oidc-provider keeps only what the granted scopes allow. */
export function accountClaims(account: IdpAccountRow, publicUrl: string): AccountClaims {
  return {
    sub: account.id,
    oid: account.id,
    tid: EMBEDDED_IDP_TENANT_ID,
    groups: account.groups,
    email: account.email,
    email_verified: true,
    preferred_username: account.email,
    name: displayName(account),
    given_name: account.givenName,
    family_name: account.familyName,
    ...(account.pictureUrl ? { picture: new URL(account.pictureUrl, `${publicUrl}/`).href } : {}),
  };
}

export function toOidcAccount(account: IdpAccountRow, publicUrl: string): Account {
  return { accountId: account.id, claims: () => accountClaims(account, publicUrl) };
}

export class IdpAccounts {
  private dummyHash?: Promise<string>;

  constructor(private readonly prisma: PrismaClient) {}

  findById(id: string): Promise<IdpAccountRow | null> {
    return this.prisma.idpAccount.findUnique({ where: { id } });
  }

  /** Every account, the seeded demo accounts first in their documented order (administrator first). */
  async list(): Promise<IdpAccountRow[]> {
    const rows = await this.prisma.idpAccount.findMany({ orderBy: { email: 'asc' } });
    const rank = (id: string) => {
      const i = DEMO_ACCOUNTS.findIndex((d) => d.id === id);
      return i < 0 ? DEMO_ACCOUNTS.length : i;
    };
    return rows.sort((a, b) => rank(a.id) - rank(b.id));
  }

  /**
   * The account whose email (any letter case) and password match, else null. An unknown email costs the
   * same scrypt work as a wrong password, so response times do not reveal which accounts exist.
   */
  async authenticate(email: string, password: string): Promise<IdpAccountRow | null> {
    const account = await this.prisma.idpAccount.findFirst({
      where: { email: { equals: email.trim(), mode: 'insensitive' } },
    });
    if (!account) {
      this.dummyHash ??= Promise.resolve(hashPassword(randomBytes(16).toString('hex')));
      await verifyPassword(password, await this.dummyHash);
      return null;
    }
    return (await verifyPassword(password, account.passwordHash)) ? account : null;
  }
}
