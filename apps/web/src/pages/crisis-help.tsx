import { PageTitle } from '../components/page-title';
import { CrisisHelp } from '../features/crisis-lines/components/crisis-help';

/** The crisis page (public, works offline once the site has been visited: see public/sw.js). */
export function Component() {
  return (
    <section>
      <PageTitle>Get help now</PageTitle>
      <CrisisHelp />
    </section>
  );
}
