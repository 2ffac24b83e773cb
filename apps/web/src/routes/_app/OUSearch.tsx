import { createFileRoute } from '@tanstack/react-router';
import { Access } from '../../app/access';
import { leaveWithNotice } from '../../components/LeaveWithNotice';
import { OuSearchPage, ouSearchQueryOptions } from '../../features/directory-browse';
import { searchParam, searchSchema } from '../../lib/search-params';

export const Route = createFileRoute('/_app/OUSearch')({
  staticData: { access: Access.directory },
  validateSearch: searchSchema({
    OUSearchName: searchParam.text().optional(),
    ouid: searchParam.id().optional(),
    page: searchParam.page().optional(),
  }),
  loaderDeps: ({ search: { OUSearchName, page } }) => ({ name: OUSearchName ?? '', page: Number(page ?? 1) }),
  loader: ({ context: { queryClient }, deps: { name, page } }) =>
    name ? queryClient.ensureQueryData(ouSearchQueryOptions(name, page)) : undefined,
  errorComponent: leaveWithNotice('/'),
  component: function OuSearchRoute() {
    const { OUSearchName, ouid, page } = Route.useSearch();
    return <OuSearchPage searchName={OUSearchName ?? ''} ouid={ouid} page={Number(page ?? 1)} />;
  },
});
