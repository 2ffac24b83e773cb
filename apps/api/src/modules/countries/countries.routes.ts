import { countryListResponse, FunctionCode } from '@cd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';

export const countryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Countries/GetCountryList',
    {
      config: { functionCodes: [FunctionCode.DirectorySearch, FunctionCode.OuMaintenance] },
      schema: { response: { 200: countryListResponse } },
    },
    async () => {
      const countries = await app.prisma.country.findMany({ orderBy: { name: 'asc' } });
      return ok(countries.map(({ code, name, nameZh, dialCode }) => ({ code, name, nameZh, dialCode })));
    },
  );
};
