import { Alert, Anchor, Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { EVENT_AUDIENCE_LABELS, EVENT_FORMAT_LABELS, type CommunityEvent } from '@wellbeing/shared/schemas/events';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { useCancelEvent } from '../api/cancel-event';
import { useRsvp } from '../api/rsvp';
import { formatEventTime } from '../utils/event-time';
import { BusyButton } from '../../../components/busy-button';

function placesLine(event: CommunityEvent): string {
  const free = Math.max(0, event.capacity - event.attendeeCount);
  const places = `${event.attendeeCount} of ${event.capacity} places taken`;
  const waiting = event.waitlistCount > 0 ? ` · ${event.waitlistCount} waiting` : '';
  if (event.hasEnded || event.cancelledAt) return `${places}${waiting}`;
  return free > 0 ? `${places} · ${free === 1 ? '1 place left' : `${free} places left`}` : `${places} · full${waiting}`;
}

/** Filled badges in shades that keep 4.5:1 text contrast in both colour schemes. */
function StatusBadges({ event }: { event: CommunityEvent }) {
  return (
    <Group gap={6}>
      <Badge color="gray.7" variant="filled">
        {EVENT_FORMAT_LABELS[event.format]}
      </Badge>
      {event.cancelledAt ? (
        <Badge color="red.8" variant="filled">
          Cancelled
        </Badge>
      ) : null}
      {event.myStatus === 'attending' ? (
        <Badge color="harbour.7" variant="filled">
          You have a place
        </Badge>
      ) : null}
      {event.myStatus === 'waitlisted' ? (
        <Badge color="yellow.3" c="dark.9" variant="filled">
          On the waitlist{event.myWaitlistPosition ? ` (number ${event.myWaitlistPosition})` : ''}
        </Badge>
      ) : null}
    </Group>
  );
}

/** What a booking or a cancelling did, said where its button was, and focused: the button that had the focus is gone. */
function CardOutcome({ children }: { children: string }) {
  const outcome = useFocusOnMount<HTMLParagraphElement>();
  return (
    <Text ref={outcome} tabIndex={-1} size="sm" role="status" data-testid="event-outcome">
      {children}
    </Text>
  );
}

/** One event: when (in the viewer's zone), where, who it is for, places, and what the viewer can do. */
export function EventCard({ event, onEdit }: { event: CommunityEvent; onEdit: () => void }) {
  const rsvp = useRsvp();
  const cancel = useCancelEvent();
  const [isConfirmingCancel, setConfirmingCancel] = useState(false);
  // What the person gave up, for the message said once it is gone.
  const [left, setLeft] = useState<CommunityEvent['myStatus']>(null);
  const headingId = `event-${event.id}`;
  const isOpen = !event.cancelledAt && !event.hasStarted;
  const isFull = event.attendeeCount >= event.capacity;
  const busy = rsvp.isPending;
  const error = rsvp.error ?? cancel.error;
  let rsvpOutcome: string | null = null;
  if (rsvp.isSuccess && rsvp.variables.going && event.myStatus) {
    rsvpOutcome = event.myStatus === 'attending' ? 'You have a place. We will e-mail you a reminder the day before.' : 'The event is full, so you are on the waitlist. We will e-mail you if a place opens up.';
  } else if (rsvp.isSuccess && !rsvp.variables.going && event.myStatus === null) {
    rsvpOutcome = left === 'waitlisted' ? 'You have left the waitlist.' : 'You have given up your place.';
  }

  return (
    <Card component="li" withBorder padding="md" aria-labelledby={headingId} data-testid="event-card" data-event-id={event.id}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} size="h4" id={headingId} style={{ overflowWrap: 'anywhere', flex: '1 1 14rem' }}>
            {event.title}
          </Title>
          <StatusBadges event={event} />
        </Group>
        <Text fw={600}>
          <time dateTime={event.startsAt}>{formatEventTime(event.startsAt, event.endsAt)}</time>
        </Text>
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.25rem 0.75rem', margin: 0, fontSize: 'var(--mantine-font-size-sm)' }}>
          <dt style={{ fontWeight: 600 }}>Host</dt>
          <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{event.hostName}</dd>
          <dt style={{ fontWeight: 600 }}>Where</dt>
          <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {event.format === 'in-person' ? (
              event.place
            ) : event.onlineUrl ? (
              <Anchor href={event.onlineUrl} target="_blank" rel="noopener noreferrer" data-testid="event-online-link" inherit>
                Join online
              </Anchor>
            ) : (
              'Online. The joining link appears here once you have a place.'
            )}
          </dd>
          <dt style={{ fontWeight: 600 }}>For</dt>
          <dd style={{ margin: 0 }}>{EVENT_AUDIENCE_LABELS[event.audience]}</dd>
          <dt style={{ fontWeight: 600 }}>Places</dt>
          <dd style={{ margin: 0 }} data-testid="event-places">
            {placesLine(event)}
          </dd>
        </dl>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} maw="70ch">
          {event.description}
        </Text>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error.message}
          </Alert>
        ) : null}
        {cancel.isSuccess ? (
          <CardOutcome key="cancelled">The event has been cancelled. Everyone with a place or on the waitlist will get an e-mail saying so.</CardOutcome>
        ) : rsvpOutcome ? (
          // Each booking or giving up says so anew (and takes the focus), even straight after the last one.
          <CardOutcome key={rsvp.submittedAt}>{rsvpOutcome}</CardOutcome>
        ) : null}
        <Group gap="sm">
          {isOpen && event.myStatus === null && event.canRsvp ? (
            <BusyButton onClick={() => rsvp.mutate({ id: event.id, going: true })} loading={busy}>
              {isFull ? 'Join the waitlist' : 'Book a place'}
            </BusyButton>
          ) : null}
          {isOpen && event.myStatus !== null ? (
            <BusyButton
              variant="default"
              onClick={() => {
                setLeft(event.myStatus);
                rsvp.mutate({ id: event.id, going: false });
              }}
              loading={busy}
            >
              {event.myStatus === 'attending' ? 'Give up my place' : 'Leave the waitlist'}
            </BusyButton>
          ) : null}
          {isOpen && event.myStatus === null && !event.canRsvp ? (
            <Text size="sm" c="dimmed">
              This event is for {EVENT_AUDIENCE_LABELS[event.audience].toLowerCase()}.
            </Text>
          ) : null}
          {!event.hasEnded ? (
            <Button component="a" href={`/api/events/${encodeURIComponent(event.id)}/calendar.ics`} download variant="subtle" aria-label={`Add to calendar: ${event.title}`}>
              Add to calendar
            </Button>
          ) : null}
          {event.canManage && isOpen ? (
            <>
              <Button variant="outline" onClick={onEdit} aria-label={`Edit: ${event.title}`} data-edit-event={event.id}>
                Edit
              </Button>
              <Button variant="outline" color="red" onClick={() => setConfirmingCancel(true)} aria-label={`Cancel event: ${event.title}`}>
                Cancel event
              </Button>
            </>
          ) : null}
        </Group>
      </Stack>
      <Modal opened={isConfirmingCancel} onClose={() => (cancel.isPending ? undefined : setConfirmingCancel(false))} title={`Cancel “${event.title}”?`} closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack gap="md">
          <Text size="sm">Everyone with a place or on the waitlist will get an e-mail saying it is cancelled. This cannot be undone.</Text>
          {/* Said here too: the card behind the dialog cannot be read while it is open. */}
          {cancel.error ? (
            <Alert color="red" variant="light" role="alert" data-testid="cancel-event-error">
              {cancel.error.message}
            </Alert>
          ) : null}
          <Group>
            <BusyButton color="red" loading={cancel.isPending} onClick={() => cancel.mutate(event.id, { onSuccess: () => setConfirmingCancel(false) })}>
              Yes, cancel the event
            </BusyButton>
            <Button variant="default" onClick={() => setConfirmingCancel(false)} disabled={cancel.isPending}>
              Keep it
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
