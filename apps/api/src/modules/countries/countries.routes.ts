import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../endpoints.js';
import { ok } from '../../lib/envelope.js';
import { countryList } from './countries.service.js';

export const countryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('Countries.GetCountryList'),
    handler: async () => ok(await countryList(app.prisma)),
  });
};
