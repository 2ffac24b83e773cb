import { z } from 'zod';
import { text } from './common/text.js';
import { envelope } from './common/envelope.js';
import { idParam } from './common/ids.js';
import { CONTACT_MAINTENANCE_CODES, FunctionCode } from './function-codes.js';
import { pageRequest } from './common/paging.js';
import { MAX_SEARCH_TEXT } from './search-limits.js';

/** Free search text from outside: bounded, one line of text (decision 088). Every search request uses it. */
export const searchText = (name: string) =>
  text('line', `${name} must be text`).max(MAX_SEARCH_TEXT, `${name} is too long`);
const optionalText = (name: string) => searchText(name).optional();
const includeSubsidiaries = z.boolean().default(true);
/**
 * Which function's OUs to search: FN-0000 (the directory, default) or contact maintenance: FN-0003 means
 * the OUs where the caller holds FN-0003 or any variant, a variant only that variant. The caller must
 * hold the code somewhere (403 otherwise).
 */
const searchFunctionCode = z
  .enum([FunctionCode.DirectorySearch, ...CONTACT_MAINTENANCE_CODES], {
    error: 'functionCode must be FN-0000, FN-0003, FN-0003A, FN-0003B or FN-0003C',
  })
  .default(FunctionCode.DirectorySearch);

/**
 * `POST /api/Contacts/ContactBasicSearch/`: one box over every name, Chinese name and its romanisations,
 * title, department, OU, email, phone, mobile and extension. `ouID` narrows to that OU (and, unless
 * `includeSubsidiaries` is false, its subsidiaries). Only OUs where the caller holds `functionCode`
 * (FN-0000 unless the maintenance search asks for FN-0003) are searched.
 */
export const contactBasicSearchRequest = pageRequest.extend({
  searchText: searchText('searchText'),
  ouID: idParam('ouID').optional(),
  includeSubsidiaries,
  functionCode: searchFunctionCode,
});
export type ContactBasicSearchRequest = z.input<typeof contactBasicSearchRequest>;

/** `POST /api/Contacts/ContactAdvanceSearch/`: every given field must match (AND); at least one is needed. */
export const contactAdvanceSearchRequest = pageRequest.extend({
  name: optionalText('name'),
  title: optionalText('title'),
  departmentID: idParam('departmentID').optional(),
  /** Department name or code, either language, when no departmentID is chosen. */
  department: optionalText('department'),
  ouID: idParam('ouID').optional(),
  includeSubsidiaries,
  workingAddress: optionalText('workingAddress'),
  /** ISO 3166-1 alpha-2 code of the OU's country. */
  country: text()
    .regex(/^[A-Za-z]{2}$/, 'country must be a two-letter country code')
    .transform((c) => c.toUpperCase())
    .optional(),
  email: optionalText('email'),
  phone: optionalText('phone'),
  mobile: optionalText('mobile'),
  functionCode: searchFunctionCode,
});
export type ContactAdvanceSearchRequest = z.input<typeof contactAdvanceSearchRequest>;

export const departmentRef = z.object({
  departmentID: z.number().int(),
  name: z.string(),
  nameZh: z.string().nullable(),
});

/** One row of a contact result list. Phones are display strings ("+852 2123 4567 ext. 1234"). */
export const contactSearchItem = z.object({
  contactID: z.number().int(),
  displayName: z.string(),
  chineseName: z.string().nullable(),
  title: z.string().nullable(),
  email: z.string().nullable(),
  department: departmentRef.nullable(),
  ouID: z.number().int(),
  ouName: z.string(),
  ouNameZh: z.string().nullable(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
});
export type ContactSearchItem = z.infer<typeof contactSearchItem>;

/**
 * A ranked, server-paged result. `total` is exact when `totalIsExact`. Otherwise it is a lower bound: at
 * SEARCH_COUNT_CAP there are more matches and only the first SEARCH_COUNT_CAP can be paged through; below it,
 * the page was filled by the name tiers and the costlier tiers after them were not read (decision 099), so
 * there are at least `total`, and the page holding the `total`-th match reads them and counts exactly.
 */
export const searchPage = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    totalIsExact: z.boolean(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export const contactSearchPage = searchPage(contactSearchItem).extend({
  /**
   * "Did you mean": when a basic search found nobody, up to three corrected search texts (folded words, e.g.
   * 'john smith') that each find someone the caller may see. Absent otherwise.
   */
  suggestions: z.array(z.string()).optional(),
});
export type ContactSearchPage = z.infer<typeof contactSearchPage>;
export const contactSearchResponse = envelope(contactSearchPage);
