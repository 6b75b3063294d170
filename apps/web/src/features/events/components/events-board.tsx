import { Alert, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { CommunityEvent, EventWhen } from '@wellbeing/shared/schemas/events';
import { CardListSkeleton, LoadErrorAlert, PageNav } from '../../../components/list-states';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { useEvents } from '../api/get-events';
import { viewerTimeZone } from '../utils/event-time';
import { EventCard } from './event-card';
import { EventFormDialog } from './event-form-dialog';
import { byData, focusLater } from '../../../lib/focus-later';

type Editing = { mode: 'create' } | { mode: 'edit'; event: CommunityEvent } | null;

/** What a create or an edit did, said above the list, and focused: the form that had the focus is gone. */
function SavedNotice({ children, onDismiss }: { children: string; onDismiss: () => void }) {
  const notice = useFocusOnMount<HTMLDivElement>();
  return (
    <Alert ref={notice} tabIndex={-1} role="status" color="harbour" variant="light" withCloseButton closeButtonLabel="Dismiss" onClose={onDismiss}>
      {children}
    </Alert>
  );
}

/** Upcoming and past events, a page at a time; organisers create and edit from here. */
export function EventsBoard() {
  const location = useLocation();
  // Which list is shown lives here (a click shows at once) and is mirrored in the address for reloads.
  const [view, setView] = useState(() => {
    const params = new URLSearchParams(location.search);
    return {
      when: (params.get('when') === 'past' ? 'past' : 'upcoming') as EventWhen,
      page: Math.max(1, Math.min(10_000, Number.parseInt(params.get('page') ?? '1', 10) || 1)),
    };
  });
  const { when, page } = view;
  const events = useEvents(when, page);
  // Said in the list's heading, which takes the focus on a new page: where the reader now is.
  const pages = events.data ? Math.max(1, Math.ceil(events.data.total / events.data.pageSize)) : 1;
  const whereInList = pages > 1 ? `, page ${page} of ${pages}` : '';
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  // The form is drawn only while open, so Mantine's own return of the focus does not happen: it is placed here once
  // the form has gone, back on the button that opened it (a save's notice takes it instead, see SavedNotice).

  const go = (next: { when?: EventWhen; page?: number }) => {
    const search = new URLSearchParams();
    const nextWhen = next.when ?? when;
    const nextPage = next.page ?? 1;
    if (nextWhen === 'past') search.set('when', 'past');
    if (nextPage > 1) search.set('page', String(nextPage));
    setView({ when: nextWhen, page: nextPage });
    const query = search.toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" c="dimmed">
          Times are shown in your time zone ({viewerTimeZone()}).
        </Text>
        {events.data?.canCreate ? (
          <Button
            ref={createButton}
            onClick={() => {
              setNotice(null);
              setEditing({ mode: 'create' });
            }}
          >
            Create an event
          </Button>
        ) : null}
      </Group>
      {notice ? (
        <SavedNotice
          key={notice}
          onDismiss={() => {
            setNotice(null);
            // Back to the control before it, not the top of the page.
            focusLater(() => createButton.current);
          }}
        >
          {notice}
        </SavedNotice>
      ) : null}
      <Tabs value={when} onChange={(value) => go({ when: value === 'past' ? 'past' : 'upcoming' })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="upcoming">Upcoming</Tabs.Tab>
          <Tabs.Tab value="past">Past</Tabs.Tab>
        </Tabs.List>
        {(['upcoming', 'past'] as const).map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="md">
            {/* The events' own headings are level 3: this level-2 heading keeps the outline whole for screen readers. */}
            <Title order={2} className="visually-hidden" id={`events-${tab}-heading`} tabIndex={-1}>
              {tab === 'upcoming' ? 'Upcoming events' : 'Past events'}
              {whereInList}
            </Title>
            <EventList
              when={tab}
              events={events}
              onPage={(next) => {
                go({ page: next });
                // A new page (its button may now be disabled): start reading from the top of the list.
                requestAnimationFrame(() => document.getElementById(`events-${tab}-heading`)?.focus());
              }}
              onEdit={(event) => {
                setNotice(null);
                setEditing({ mode: 'edit', event });
              }}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
      {editing ? (
        <EventFormDialog
          event={editing.mode === 'edit' ? editing.event : null}
          onClose={(message) => {
            setEditing(null);
            if (message) setNotice(message);
            else if (editing.mode === 'create') focusLater(() => createButton.current);
            else focusLater(byData('data-edit-event', editing.event.id));
          }}
        />
      ) : null}
    </Stack>
  );
}

function EventList({ when, events, onPage, onEdit }: { when: EventWhen; events: ReturnType<typeof useEvents>; onPage: (page: number) => void; onEdit: (event: CommunityEvent) => void }) {
  if (events.isPending) return <CardListSkeleton label="Loading events" cards={2} titleWidth="50%" />;
  if (events.isError) {
    return <LoadErrorAlert title="We couldn’t load the events" error={events.error} onRetry={() => void events.refetch()} isRetrying={events.isFetching} testId="events-error" />;
  }
  const { items, total, page, pageSize } = events.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (items.length === 0) {
    return (
      <Text c="dimmed" data-testid="events-empty">
        {when === 'upcoming'
          ? 'No events are planned right now. Please check back soon; new events and webinars are added regularly.'
          : 'No past events yet.'}
      </Text>
    );
  }
  return (
    <Stack gap="md" aria-busy={events.isFetching || undefined}>
      <Stack component="ul" gap="md" style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid={`events-${when}`}>
        {items.map((event) => (
          <EventCard key={event.id} event={event} onEdit={() => onEdit(event)} />
        ))}
      </Stack>
      <PageNav label="Event pages" page={page} pages={pages} onPage={onPage} />
    </Stack>
  );
}
