import { AUDIT_ACTIONS } from '@cd/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { Access } from '../../../app/access';
import { leaveWithNotice } from '../../../components/LeaveWithNotice';
import {
  AuditLogPage,
  auditLogJobsQueryOptions,
  auditLogPageQueryOptions,
  effectiveRange,
  rangeProblem,
  toAuditLogFilter,
} from '../../../features/reports';
import { searchParam, searchSchema } from '../../../lib/search-params';

export const Route = createFileRoute('/_app/Reports/AuditLogByDate')({
  staticData: { access: Access.auditLogReport },
  validateSearch: searchSchema({
    from: searchParam.day().optional(),
    to: searchParam.day().optional(),
    ouid: searchParam.id().optional(),
    thisOU: searchParam.text().optional(),
    actor: searchParam.text().optional(),
    // Only an action the API records: anything else would be refused by the API's filter.
    action: searchParam
      .text()
      .regex(new RegExp(`^(?:${AUDIT_ACTIONS.join('|')})$`))
      .optional(),
    signIns: searchParam.text().regex(/^1$/).optional(),
    page: searchParam.page().optional(),
  }),
  loaderDeps: ({ search }) => ({ search }),
  // A refusal (an OU outside the caller's grants in a shared link) is shown on the page, not as a route error.
  loader: ({ context: { queryClient }, deps: { search } }) => {
    const { from, to } = effectiveRange(search);
    const page = Number(search.page ?? 1);
    return Promise.all([
      queryClient.ensureQueryData(auditLogJobsQueryOptions()),
      rangeProblem(from, to) === null
        ? queryClient.ensureQueryData(auditLogPageQueryOptions(toAuditLogFilter(search), page))
        : undefined,
    ]).catch(() => undefined);
  },
  errorComponent: leaveWithNotice('/'),
  component: function AuditLogByDateRoute() {
    const navigate = Route.useNavigate();
    return <AuditLogPage search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});
