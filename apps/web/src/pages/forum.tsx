import { useRouteEntry } from '../app/use-route-entry';
import { PageTitle } from '../components/page-title';
import { hubDescriptions } from '../content/pages/hubs';
import { UnfinishedNotice } from './unfinished';

/** A forum: its heading, who it is for, and the honest coming-soon notice (spec: the placeholder page). */
export function Component() {
  const entry = useRouteEntry();
  return (
    <section>
      <PageTitle lead={hubDescriptions[entry.path]}>{entry.heading}</PageTitle>
      <UnfinishedNotice what={`The ${entry.page.toLowerCase()}`} />
    </section>
  );
}
