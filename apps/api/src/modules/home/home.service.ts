import {
  FunctionCode,
  MAX_FAVOURITES,
  RECENT_CONTACTS_DAYS,
  RECENT_CONTACTS_KEPT,
  type HomeContacts,
  type recordContactViewRequest,
  type setFavouriteRequest,
} from '@cd/contracts';
import type { PrismaClient } from '@cd/db';
import type { z } from 'zod';
import { refuse } from '../../lib/errors.js';
import type { Caller } from '../auth/auth.plugin.js';
import { loadSearchItems } from '../contacts/contact-row.js';

/** Whose lists: the signed-in user's own row, never a user named in the request (decision 110). */
export interface HomeOwner extends Caller {
  userId: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const recentSince = (now: Date) => new Date(now.getTime() - RECENT_CONTACTS_DAYS * DAY_MS);
const contactOu = { contact: { select: { ou: { select: { id: true, path: true } } } } } as const;

/**
 * The caller's favourites (by name) and recently viewed contacts (newest first). A contact the caller may
 * no longer search (its OU left their FN-0000 scope) stays stored but is not shown: given the scope back,
 * it reappears. Deleted contacts are gone with their rows (cascade).
 */
export async function homeContacts(prisma: PrismaClient, owner: HomeOwner): Promise<HomeContacts> {
  const now = new Date();
  const [favourites, recents] = await Promise.all([
    prisma.favouriteContact.findMany({
      where: { userId: owner.userId },
      orderBy: [{ contact: { sortName: 'asc' } }, { contactId: 'asc' }],
      select: { contactId: true, ...contactOu },
    }),
    prisma.recentContact.findMany({
      where: { userId: owner.userId, viewedAt: { gte: recentSince(now) } },
      orderBy: [{ viewedAt: 'desc' }, { contactId: 'desc' }],
      select: { contactId: true, viewedAt: true, ...contactOu },
    }),
  ]);
  const visible = <R extends { contact: { ou: { id: number; path: string } } }>(rows: R[]) =>
    rows.filter((row) => owner.authz.can(FunctionCode.DirectorySearch, row.contact.ou));
  const shownFavourites = visible(favourites);
  const shownRecents = visible(recents).slice(0, RECENT_CONTACTS_KEPT);
  const items = await loadSearchItems(prisma, [
    ...new Set([...shownFavourites, ...shownRecents].map((row) => row.contactId)),
  ]);
  const byId = new Map(items.map((item) => [item.contactID, item]));
  return {
    favourites: shownFavourites.flatMap((row) => byId.get(row.contactId) ?? []),
    recents: shownRecents.flatMap((row) => {
      const item = byId.get(row.contactId);
      return item ? [{ ...item, viewedAt: row.viewedAt.toISOString() }] : [];
    }),
  };
}

/** Stars or unstars a contact the route's guard has already found in the caller's scope. */
export async function setFavourite(
  prisma: PrismaClient,
  owner: HomeOwner,
  { contactID, favourite }: z.output<typeof setFavouriteRequest>,
) {
  const key = { userId: owner.userId, contactId: contactID };
  if (!favourite) {
    await prisma.favouriteContact.deleteMany({ where: key });
    return { contactID, favourite };
  }
  const already = await prisma.favouriteContact.findUnique({ where: { userId_contactId: key } });
  if (!already) {
    const count = await prisma.favouriteContact.count({ where: { userId: owner.userId } });
    if (count >= MAX_FAVOURITES) throw refuse('FAVOURITES_FULL', { max: MAX_FAVOURITES });
    // A second tab starring the same contact at once is not an error: the star is simply there.
    await prisma.favouriteContact.createMany({ data: [key], skipDuplicates: true });
  }
  return { contactID, favourite };
}

/**
 * The card was opened: the contact moves to the top of the caller's recents, and whatever falls beyond the
 * newest RECENT_CONTACTS_KEPT or older than RECENT_CONTACTS_DAYS is forgotten in the same transaction.
 */
export async function recordContactView(
  prisma: PrismaClient,
  owner: HomeOwner,
  { contactID }: z.output<typeof recordContactViewRequest>,
) {
  const viewedAt = new Date();
  await prisma.$transaction(async (tx) => {
    await tx.recentContact.upsert({
      where: { userId_contactId: { userId: owner.userId, contactId: contactID } },
      create: { userId: owner.userId, contactId: contactID, viewedAt },
      update: { viewedAt },
    });
    const beyond = await tx.recentContact.findMany({
      where: { userId: owner.userId },
      orderBy: [{ viewedAt: 'desc' }, { contactId: 'desc' }],
      skip: RECENT_CONTACTS_KEPT,
      select: { contactId: true },
    });
    await tx.recentContact.deleteMany({
      where: {
        userId: owner.userId,
        OR: [
          { contactId: { in: beyond.map((row) => row.contactId) } },
          { viewedAt: { lt: recentSince(viewedAt) } },
        ],
      },
    });
  });
  return { contactID, viewedAt: viewedAt.toISOString() };
}
