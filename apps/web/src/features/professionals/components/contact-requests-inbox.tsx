import { Alert, Anchor, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { CONTACT_METHOD_LABELS, type ContactRequest } from '@wellbeing/shared/schemas/professionals';
import { useDecideContactRequest } from '../api/decide-contact-request';
import { useContactRequests } from '../api/get-contact-requests';
import { formatDay } from '../../../lib/format-date';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { ContactRequestStatusBadge } from './contact-request-status';
import { BusyButton } from '../../../components/busy-button';

/** Contact requests a professional received: read, then accept or decline; both people get an e-mail. */
export function ContactRequestsInbox() {
  const received = useContactRequests('received');
  const decide = useDecideContactRequest();

  if (received.isPending) return <Skeleton h={80} aria-label="Loading your contact requests" role="status" />;
  if (received.isError) {
    return (
      <Alert color="gray" variant="light" title="We couldn’t load your contact requests">
        <Text size="sm">{received.error.message}</Text>
        <BusyButton size="xs" variant="default" mt="sm" onClick={() => void received.refetch()} loading={received.isFetching}>
          Try again
        </BusyButton>
      </Alert>
    );
  }
  if (received.data.length === 0) {
    return (
      <Text c="dimmed" data-testid="contact-inbox-empty">
        No contact requests yet. When someone writes to you from the directory, their request appears here and we e-mail you.
      </Text>
    );
  }
  const pending = received.data.filter((r) => r.status === 'pending').length;
  return (
    <Stack gap="sm">
      <Text size="sm" role="status">
        {pending === 0 ? 'Every request has an answer.' : pending === 1 ? '1 request is waiting for your answer.' : `${pending} requests are waiting for your answer.`}
      </Text>
      <Stack component="ul" gap="sm" style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="contact-inbox">
        {received.data.map((request) => (
          <InboxItem
            key={request.id}
            request={request}
            saving={decide.isPending && decide.variables.id === request.id ? decide.variables.decision : null}
            justDecided={decide.isSuccess && decide.variables.id === request.id}
            failure={decide.isError && decide.variables.id === request.id ? decide.error.message : null}
            disabled={decide.isPending}
            onDecide={(decision) => decide.mutate({ id: request.id, decision })}
          />
        ))}
      </Stack>
    </Stack>
  );
}

/** Said where the Accept and Decline buttons were, and focused: the button that had the focus is gone. */
function DecidedNotice({ request }: { request: ContactRequest }) {
  const notice = useFocusOnMount<HTMLParagraphElement>();
  return (
    <Text ref={notice} tabIndex={-1} size="sm" mt="sm" role="status">
      You {request.status === 'accepted' ? 'accepted' : 'declined'} this request. {request.requester.username} will get an e-mail saying so.
    </Text>
  );
}

/**
 * A decision that failed, said in its card and focused, like the notice of one that succeeded: the pressed
 * button may be gone by now (the list is fetched again, and a request answered elsewhere has no buttons left).
 */
function DecisionFailure({ message }: { message: string }) {
  const alert = useFocusOnMount<HTMLDivElement>();
  return (
    <Alert ref={alert} tabIndex={-1} color="red" variant="light" role="alert" mt="sm" data-testid="decision-failure">
      {message}
    </Alert>
  );
}

function InboxItem({
  request,
  saving,
  justDecided,
  failure,
  disabled,
  onDecide,
}: {
  request: ContactRequest;
  /** The decision being saved for this request, if any. */
  saving: 'accepted' | 'declined' | null;
  justDecided: boolean;
  failure: string | null;
  disabled: boolean;
  onDecide: (decision: 'accepted' | 'declined') => void;
}) {
  const contact =
    request.contactMethod === 'email' ? (
      <Anchor href={`mailto:${request.contactValue}`}>{request.contactValue}</Anchor>
    ) : (
      <Anchor href={`tel:${request.contactValue.replace(/[^\d+]/g, '')}`}>{request.contactValue}</Anchor>
    );
  return (
    <Card component="li" withBorder padding="sm" data-testid="contact-request" data-status={request.status}>
      <Group justify="space-between" gap="xs">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          From {request.requester.username}
        </Text>
        <ContactRequestStatusBadge status={request.status} />
      </Group>
      <Text size="sm" c="dimmed">
        Received {formatDay(request.createdAt)}
        {request.decidedAt ? ` · answered ${formatDay(request.decidedAt)}` : ''}
      </Text>
      <Text mt="xs" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {request.message}
      </Text>
      <Text size="sm" mt="xs" style={{ overflowWrap: 'anywhere' }}>
        Prefers {CONTACT_METHOD_LABELS[request.contactMethod].toLowerCase()}: {contact}
      </Text>
      {request.status === 'pending' ? (
        <Group mt="sm">
          {/* The pressed button keeps the focus while its decision is saved (BusyButton); the others wait. */}
          <BusyButton size="sm" onClick={() => onDecide('accepted')} loading={saving === 'accepted'} disabled={disabled} aria-label={`Accept the request from ${request.requester.username}`}>
            Accept
          </BusyButton>
          <BusyButton size="sm" variant="default" onClick={() => onDecide('declined')} loading={saving === 'declined'} disabled={disabled} aria-label={`Decline the request from ${request.requester.username}`}>
            Decline
          </BusyButton>
          {saving ? (
            <Text size="sm" c="dimmed" role="status">
              Saving…
            </Text>
          ) : null}
        </Group>
      ) : justDecided ? (
        <DecidedNotice request={request} />
      ) : null}
      {failure ? <DecisionFailure message={failure} /> : null}
    </Card>
  );
}
