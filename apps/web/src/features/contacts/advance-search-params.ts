import { searchParam, searchSchema } from '../../lib/search-params';

const text = () => searchParam.text().optional();

/** The Advance Search's URL (spec 2's names), shared by the directory's and contact maintenance's routes. */
export const advanceSearchParamsSchema = searchSchema({
  name: text(),
  title: text(),
  dept: text(),
  ouid: searchParam.id().optional(),
  thisOU: text(),
  addr: text(),
  country: text(),
  email: text(),
  phone: text(),
  mobile: text(),
  page: searchParam.page().optional(),
});
