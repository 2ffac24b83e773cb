import type { FunctionCode } from '@cd/contracts';
import { codesSatisfying } from '@cd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { notFound, refuse } from '../../lib/errors.js';
import { requireAuth } from '../auth/auth.plugin.js';
import type { Authorization } from '../auth/authorization.js';
import { loadOuScope } from '../auth/ou-scope.js';
import { advanceSearchMatch } from './advance-search.js';
import { basicSearchTiers } from './basic-search.js';
import { loadSearchItems } from './contact-row.js';
import { rankedPage } from './ranked-page.js';
import { spellingSuggestions } from './spelling.js';
import { type PrismaClient } from '@cd/db';
import { endpoint, spellingsOf } from '../../endpoints.js';

// The directory's search, and the contact maintenance search (FN-0003 family, `functionCode`).

/** The OUs to search for the requested function: 403 when the caller holds it nowhere. */
async function searchScope(app: { prisma: PrismaClient }, authz: Authorization, code: FunctionCode) {
  if (!authz.hasAnyCode(codesSatisfying(code))) throw refuse('NO_FUNCTION_CODE', { code });
  return loadOuScope(app.prisma, authz, code);
}

/** The spec writes these paths with a trailing slash; clients that drop it reach the same handler. */

export const contactSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const url of spellingsOf('Contacts.ContactBasicSearch')) {
    app.route({
      ...endpoint('Contacts.ContactBasicSearch'),
      url,
      handler: async (request) => {
        const { searchText, ouID, includeSubsidiaries, page, pageSize, functionCode } = request.body;
        const scope = await searchScope(app, requireAuth(request).authz, functionCode);
        const ouIds = scope.ids({ ouId: ouID, includeSubsidiaries });
        const db = request.readDb;
        const tiers = await basicSearchTiers(db, searchText);
        const ranked = await rankedPage(db, ouIds, tiers, {
          page,
          pageSize,
        });
        const items = await loadSearchItems(db, ranked.ids);
        // Only an empty result is worth the lookups: a page with people on it needs no correction.
        const suggestions = ranked.total === 0 ? await spellingSuggestions(db, searchText, ouIds) : undefined;
        return ok({
          items,
          total: ranked.total,
          totalIsExact: ranked.totalIsExact,
          page,
          pageSize,
          ...(suggestions?.length ? { suggestions } : {}),
        });
      },
    });
  }

  for (const url of spellingsOf('Contacts.ContactAdvanceSearch')) {
    app.route({
      ...endpoint('Contacts.ContactAdvanceSearch'),
      url,
      handler: async (request) => {
        const { page, pageSize, ouID, includeSubsidiaries, country, functionCode, ...criteria } =
          request.body;
        const scope = await searchScope(app, requireAuth(request).authz, functionCode);
        if (criteria.departmentID !== undefined) {
          const department = await app.prisma.department.findUnique({
            where: { id: criteria.departmentID },
            select: { ouId: true },
          });
          if (!department) throw notFound(`Department ${criteria.departmentID}`);
          scope.require(department.ouId);
        }
        const ouIds = scope.ids({ ouId: ouID, includeSubsidiaries, countryCode: country });
        const db = request.readDb;
        const match = await advanceSearchMatch(db, criteria, ouID !== undefined || !!country);
        const ranked = await rankedPage(db, ouIds, [{ match }], {
          page,
          pageSize,
        });
        const items = await loadSearchItems(db, ranked.ids);
        return ok({ items, total: ranked.total, totalIsExact: ranked.totalIsExact, page, pageSize });
      },
    });
  }
};
