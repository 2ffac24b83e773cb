import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { endpoint } from '../../endpoints.js';

export const countryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('Countries.GetCountryList'),
    handler: async () => {
      const countries = await app.prisma.country.findMany({ orderBy: { name: 'asc' } });
      return ok(countries.map(({ code, name, nameZh, dialCode }) => ({ code, name, nameZh, dialCode })));
    },
  });
};
