import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { notFound } from '../../lib/errors.js';
import { requireAuth, requireCaller } from '../auth/auth.plugin.js';
import { endpoint } from '../../endpoints.js';
import { homeContacts, recordContactView, setFavourite, type HomeOwner } from './home.service.js';

/** Basic Search's home screen (decision 110): every call reads and writes the caller's own lists only. */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = (request: FastifyRequest): HomeOwner => ({
    ...requireCaller(request),
    userId: requireAuth(request).user.id,
  });
  // The guard checks the contact's OU before the handler: 404 for no such contact, 403 outside the scope.
  const contactOu = async ({ contactID }: { contactID: number }) => {
    const contact = await app.prisma.contact.findUnique({ where: { id: contactID }, select: { ouId: true } });
    if (!contact) throw notFound(`Contact ${contactID}`);
    return contact.ouId;
  };

  app.route({
    ...endpoint('Home.GetHome'),
    handler: async (request) => ok(await homeContacts(app.prisma, owner(request))),
  });
  app.route({
    ...endpoint('Home.SetFavourite', { ouOf: contactOu }),
    handler: async (request) => ok(await setFavourite(app.prisma, owner(request), request.body)),
  });
  app.route({
    ...endpoint('Home.RecordContactView', { ouOf: contactOu }),
    handler: async (request) => ok(await recordContactView(app.prisma, owner(request), request.body)),
  });
};
