import { canEnterArea } from '@wellbeing/shared/access-policy';
import { PageTitle } from '../components/page-title';
import { AdminDashboard } from '../features/admin/components/admin-dashboard';
import { CrisisLinesAdmin } from '../features/crisis-lines/components/crisis-lines-admin';
import { useSessionUser } from '../lib/session/use-session-user';
import { NotFoundPage } from './not-found';

/**
 * /admin. The route guard already shows not-found to anyone who is not an admin; the page asks the same
 * shared policy again, so an admin who loses the role (or signs out) while here sees not-found at once.
 * The server refuses every admin call on its own.
 */
const EXTRA_SECTIONS = [{ id: 'crisis-lines', label: 'Crisis lines', Component: CrisisLinesAdmin }];

export function Component() {
  const user = useSessionUser();
  if (!canEnterArea(user && { role: user.role }, 'admin')) return <NotFoundPage />;
  return (
    <section>
      <PageTitle lead="People, professional verification, articles, ratings and the record of every admin action.">Admin dashboard</PageTitle>
      <AdminDashboard extraSections={EXTRA_SECTIONS} />
    </section>
  );
}
