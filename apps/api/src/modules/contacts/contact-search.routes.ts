import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { concurrencyLimit } from '../../lib/concurrency.js';
import { ok } from '../../lib/envelope.js';
import { requireCaller } from '../auth/auth.plugin.js';
import { endpoint, spellingsOf } from '../../endpoints.js';
import { contactAdvanceSearch, contactBasicSearch, type SearchDb } from './contact-search.service.js';

// The directory's search, and the contact maintenance search (FN-0003 family, `functionCode`).
// The spec writes these paths with a trailing slash; clients that drop it reach the same handler.

export const contactSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = (read: SearchDb['read']): SearchDb => ({ primary: app.prisma, read, authCache: app.authCache });
  // A few searches at a time, the rest queued: each then takes about its own time (decision 111).
  const searching = concurrencyLimit(app.config.SEARCH_CONCURRENCY);

  for (const url of spellingsOf('Contacts.ContactBasicSearch')) {
    app.route({
      ...endpoint('Contacts.ContactBasicSearch'),
      url,
      handler: async (request) =>
        ok(
          await searching(() => contactBasicSearch(db(request.readDb), requireCaller(request), request.body)),
        ),
    });
  }

  for (const url of spellingsOf('Contacts.ContactAdvanceSearch')) {
    app.route({
      ...endpoint('Contacts.ContactAdvanceSearch'),
      url,
      handler: async (request) =>
        ok(
          await searching(() =>
            contactAdvanceSearch(db(request.readDb), requireCaller(request), request.body),
          ),
        ),
    });
  }
};
