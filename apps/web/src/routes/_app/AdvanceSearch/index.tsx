import { createFileRoute } from '@tanstack/react-router';
import { Access } from '../../../app/access';
import { AdvanceSearchPage } from '../../../features/contacts';
import { searchParam, searchSchema } from '../../../lib/search-params';

const text = () => searchParam.text().optional();

export const Route = createFileRoute('/_app/AdvanceSearch/')({
  staticData: { access: Access.directory },
  validateSearch: searchSchema({
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
  }),
  component: function AdvanceSearchRoute() {
    return <AdvanceSearchPage params={Route.useSearch()} />;
  },
});
