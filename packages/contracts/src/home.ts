import { z } from 'zod';
import { envelope } from './common/envelope.js';
import { idParam } from './common/ids.js';
import { contactSearchItem } from './contact-search.js';

/**
 * Basic Search's home screen (issue 19 item 6, decision 110): the caller's favourite contacts and the ones
 * they opened lately, each the caller's own. Contacts the caller can no longer see (deleted, or outside
 * their FN-0000 scope) are left out of both lists, not shown greyed.
 */

/** A user keeps at most this many favourites; starring one more is refused (FAVOURITES_FULL). */
export const MAX_FAVOURITES = 50;
/** Recently viewed: the newest this many distinct contacts … */
export const RECENT_CONTACTS_KEPT = 10;
/** … opened within this many days; older views are forgotten. */
export const RECENT_CONTACTS_DAYS = 90;

/** `POST /api/Home/SetFavourite`: star (`favourite: true`) or unstar one contact. */
export const setFavouriteRequest = z.object({
  contactID: idParam('contactID'),
  favourite: z.boolean({ error: 'favourite must be true or false' }),
});
export type SetFavouriteRequest = z.input<typeof setFavouriteRequest>;
export const setFavouriteResponse = envelope(
  z.object({ contactID: z.number().int(), favourite: z.boolean() }),
);

/** `POST /api/Home/RecordContactView`: the contact card was opened. */
export const recordContactViewRequest = z.object({ contactID: idParam('contactID') });
export type RecordContactViewRequest = z.input<typeof recordContactViewRequest>;
export const recordContactViewResponse = envelope(
  z.object({ contactID: z.number().int(), viewedAt: z.string() }),
);

export const recentContact = contactSearchItem.extend({ viewedAt: z.string() });
export type RecentContact = z.infer<typeof recentContact>;

/** `GET /api/Home/GetHome`: favourites by name, recents newest first. */
export const homeContacts = z.object({
  favourites: z.array(contactSearchItem),
  recents: z.array(recentContact),
});
export type HomeContacts = z.infer<typeof homeContacts>;
export const homeContactsResponse = envelope(homeContacts);
