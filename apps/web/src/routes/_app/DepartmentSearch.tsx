import { createFileRoute } from '@tanstack/react-router';
import { Access } from '../../app/access';
import { leaveWithNotice } from '../../components/LeaveWithNotice';
import { DepartmentSearchPage, departmentSearchQueryOptions } from '../../features/directory-browse';
import { searchParam, searchSchema } from '../../lib/search-params';

export const Route = createFileRoute('/_app/DepartmentSearch')({
  staticData: { access: Access.directory },
  validateSearch: searchSchema({ dept: searchParam.text().optional(), page: searchParam.page().optional() }),
  loaderDeps: ({ search: { dept, page } }) => ({ dept: dept ?? '', page: Number(page ?? 1) }),
  loader: ({ context: { queryClient }, deps: { dept, page } }) =>
    dept ? queryClient.ensureQueryData(departmentSearchQueryOptions(dept, page)) : undefined,
  errorComponent: leaveWithNotice('/'),
  component: function DepartmentSearchRoute() {
    const { dept, page } = Route.useSearch();
    return <DepartmentSearchPage dept={dept ?? ''} page={Number(page ?? 1)} />;
  },
});
