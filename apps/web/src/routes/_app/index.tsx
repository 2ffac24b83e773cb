import { createFileRoute } from '@tanstack/react-router';
import { Access } from '../../app/access';
import { BasicSearchPage } from '../../features/contacts';
import { searchParam, searchSchema } from '../../lib/search-params';

// Spec 2 Basic Search: the search text and page live in the URL, so a search is a link and Back works.
export const Route = createFileRoute('/_app/')({
  staticData: { access: Access.directory },
  validateSearch: searchSchema({ name: searchParam.text().optional(), page: searchParam.page().optional() }),
  component: function BasicSearchRoute() {
    const { name, page } = Route.useSearch();
    return <BasicSearchPage name={name ?? ''} page={Number(page ?? '1')} />;
  },
});
