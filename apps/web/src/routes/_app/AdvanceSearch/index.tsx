import { createFileRoute } from '@tanstack/react-router';
import { Access } from '../../../app/access';
import { AdvanceSearchPage, advanceSearchParamsSchema } from '../../../features/contacts';

export const Route = createFileRoute('/_app/AdvanceSearch/')({
  staticData: { access: Access.directory },
  validateSearch: advanceSearchParamsSchema,
  component: function AdvanceSearchRoute() {
    return <AdvanceSearchPage params={Route.useSearch()} />;
  },
});
