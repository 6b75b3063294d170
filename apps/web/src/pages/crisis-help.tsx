import { queryClient } from '../app/query-client';
import { PageTitle } from '../components/page-title';
import { primeCrisisLines } from '../features/crisis-lines/api/get-crisis-lines';
import { CrisisHelp } from '../features/crisis-lines/components/crisis-help';

/** Runs once this module has loaded, before the page renders: the list of lines starts with the router. */
export function loader() {
  primeCrisisLines(queryClient);
  return null;
}

/** The crisis page (public, works offline once the site has been visited: see public/sw.js). */
export function Component() {
  return (
    <section>
      <PageTitle>Get help now</PageTitle>
      <CrisisHelp />
    </section>
  );
}
