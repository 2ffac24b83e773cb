import type { contactAdvanceSearchRequest, contactBasicSearchRequest } from '@cd/contracts';
import {
  codesSatisfying,
  filterBasicSearchInput,
  looksLikePhoneNumber,
  SEARCH_COUNT_CAP,
  type ContactSearchItem,
  type FunctionCode,
} from '@cd/contracts';
import type { PrismaClient } from '@cd/db';
import type { z } from 'zod';
import { notFound, refuse } from '../../lib/errors.js';
import type { Caller } from '../auth/auth.plugin.js';
import type { AuthCache } from '../auth/auth-cache.js';
import { loadOuScope } from '../auth/ou-scope.js';
import { advancedPage } from './advance-search.js';
import { basicSearchTiers, foldedTiers } from './basic-search.js';
import { loadSearchItems } from './contact-row.js';
import { foldedFirstPage } from './first-page.js';
import { rankedPage, sameWordsTiers, type RankedIds, type Tier } from './ranked-page.js';
import { HAN } from './search-sql.js';
import { spellingSuggestions } from './spelling.js';

// The directory's search, and the contact maintenance search (FN-0003 family, `functionCode`).

/** Where a search reads: the primary for lookups that must be current, the route's read client for the rest. */
export interface SearchDb {
  primary: PrismaClient;
  read: PrismaClient;
  /** This replica's OU tree (auth-cache.ts); without it the tree is read every time. */
  authCache?: AuthCache;
}

interface SearchPage {
  items: ContactSearchItem[];
  total: number;
  totalIsExact: boolean;
  page: number;
  pageSize: number;
  suggestions?: string[];
}

/** The OUs to search for the requested function: 403 when the caller holds it nowhere. */
async function searchScope(db: SearchDb, caller: Caller, code: FunctionCode) {
  if (!caller.authz.hasAnyCode(codesSatisfying(code))) throw refuse('NO_FUNCTION_CODE', { code });
  return loadOuScope(db.primary, caller.authz, code, db.authCache);
}

const sameTokens = (tiers: Tier[], tokens: string[]) =>
  tiers.length > tokens.length &&
  tokens.every((token, i) => {
    const tier = tiers[i]!;
    return 'tokens' in tier && tier.tokens.length === 1 && tier.tokens[0]!.join('\n') === token;
  }) &&
  !('tokens' in tiers[tokens.length]!);

export async function contactBasicSearch(
  db: SearchDb,
  caller: Caller,
  input: z.output<typeof contactBasicSearchRequest>,
): Promise<SearchPage> {
  const { searchText, ouID, includeSubsidiaries, page, pageSize, functionCode } = input;
  const scope = await searchScope(db, caller, functionCode);
  const ouIds = scope.ids({ ouId: ouID, includeSubsidiaries });
  const text = filterBasicSearchInput(searchText).trim();
  let ranked: RankedIds;
  let items: ContactSearchItem[] = [];
  let folded: string[] | undefined;
  if (text && !looksLikePhoneNumber(text)) {
    // One statement folds the text and reads its name tiers (one word, or several) with their rows; the
    // tiers worked out from the folded text then say whether that read is theirs.
    const pageStart = (page - 1) * pageSize;
    const pageEnd = Math.min(pageStart + pageSize, SEARCH_COUNT_CAP);
    const first = await foldedFirstPage(db.read, text, HAN.test(text), ouIds, pageStart, pageEnd);
    folded = first.words;
    const tiers = foldedTiers(db.read, text, first);
    const read =
      (first.tokens && sameTokens(tiers, first.tokens)) ||
      (first.complete !== null && sameWordsTiers(tiers, first.words, first.prefixes));
    const leading = read
      ? { ids: first.ids, found: first.matched, complete: first.complete ?? true }
      : undefined;
    ranked = await rankedPage(db.read, ouIds, tiers, { page, pageSize }, leading);
    if (read && first.hasItems) items = first.items;
  } else {
    ranked = await rankedPage(db.read, ouIds, await basicSearchTiers(db.read, searchText), {
      page,
      pageSize,
    });
  }
  // Rows the first statement or a later tier's call did not bring (the general path).
  if (ranked.items) items = [...items, ...ranked.items];
  const have = new Set(items.map((item) => item.contactID));
  const missing = await loadSearchItems(
    db.read,
    ranked.ids.filter((id) => !have.has(id)),
  );
  const byId = new Map([...items, ...missing].map((item) => [item.contactID, item]));
  // Only an empty result is worth the lookups: a page with people on it needs no correction.
  const suggestions =
    ranked.total === 0 ? await spellingSuggestions(db.read, searchText, ouIds, folded) : undefined;
  return {
    items: ranked.ids.flatMap((id) => byId.get(id) ?? []),
    total: ranked.total,
    totalIsExact: ranked.totalIsExact,
    page,
    pageSize,
    ...(suggestions?.length ? { suggestions } : {}),
  };
}

export async function contactAdvanceSearch(
  db: SearchDb,
  caller: Caller,
  input: z.output<typeof contactAdvanceSearchRequest>,
): Promise<SearchPage> {
  const { page, pageSize, ouID, includeSubsidiaries, country, functionCode, ...criteria } = input;
  const scope = await searchScope(db, caller, functionCode);
  if (criteria.departmentID !== undefined) {
    const department = await db.primary.department.findUnique({
      where: { id: criteria.departmentID },
      select: { ouId: true },
    });
    if (!department) throw notFound(`Department ${criteria.departmentID}`);
    scope.require(department.ouId);
  }
  const ouIds = scope.ids({ ouId: ouID, includeSubsidiaries, countryCode: country });
  const { items, total, totalIsExact } = await advancedPage(
    db.read,
    criteria,
    ouIds,
    ouID !== undefined || !!country,
    { page, pageSize },
  );
  return { items, total, totalIsExact, page, pageSize };
}
