import type { PrismaClient } from '@cd/db';
import type { EffectiveGrant } from '../modules/auth/authorization.js';

/** An OU as grants name it: its id, its materialised path and its name for messages. */
export type GrantOu = { id: number; path: string; name: string };

/** The demo seed's OUs by code, in the order asked. */
export const seededOus = <const Codes extends readonly string[]>(prisma: PrismaClient, ...codes: Codes) =>
  Promise.all(
    codes.map((code) =>
      prisma.organizationUnit.findUniqueOrThrow({
        where: { code },
        select: { id: true, path: true, name: true },
      }),
    ),
  ) as Promise<{ [K in keyof Codes]: GrantOu }>;

/** A direct grant of FN-0003 on OU 4 (/1/4/), changed by `overrides`. */
export const grant = (overrides: Partial<EffectiveGrant> = {}): EffectiveGrant => ({
  ouId: 4,
  ouPath: '/1/4/',
  codes: ['FN-0003'],
  includesSubsidiaries: false,
  source: 'grant',
  ...overrides,
});

/** A direct grant of `codes` on `ou`, with or without its subsidiaries. */
export const grantOn = (ou: Pick<GrantOu, 'id' | 'path'>, codes: string[], includesSubsidiaries = false) =>
  grant({ ouId: ou.id, ouPath: ou.path, codes, includesSubsidiaries });
