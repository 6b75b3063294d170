import { PageTitle } from '../components/page-title';
import { hubDescriptions } from '../content/pages/hubs';
import { EventsBoard } from '../features/events/components/events-board';

/** /community/events-webinars: upcoming and past events, RSVPs and the organisers' tools (login required; the guard checks). */
export function Component() {
  return (
    <section>
      <PageTitle lead={hubDescriptions['/community/events-webinars']}>Events and webinars</PageTitle>
      <EventsBoard />
    </section>
  );
}
