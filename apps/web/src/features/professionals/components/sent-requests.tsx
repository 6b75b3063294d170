import { Alert, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { CONTACT_METHOD_LABELS } from '@wellbeing/shared/schemas/professionals';
import { useContactRequests } from '../api/get-contact-requests';
import { formatDay } from '../../../lib/format-date';
import { ContactRequestStatusBadge } from './contact-request-status';
import { BusyButton } from '../../../components/busy-button';

/** The requests this person sent, so they can see where each one stands. Shown only once there is one. */
export function SentRequests() {
  const sent = useContactRequests('sent');
  if (sent.isPending) return <Skeleton h={60} aria-label="Loading your contact requests" role="status" />;
  if (sent.isError) {
    return (
      <Alert color="gray" variant="light" title="We couldn’t load your contact requests">
        <Text size="sm">{sent.error.message}</Text>
        <BusyButton size="xs" variant="default" mt="sm" onClick={() => void sent.refetch()} loading={sent.isFetching}>
          Try again
        </BusyButton>
      </Alert>
    );
  }
  if (sent.data.length === 0) return null;
  return (
    <section aria-labelledby="sent-requests-heading">
      <Title order={2} size="h4" id="sent-requests-heading" mb="sm">
        Your contact requests
      </Title>
      <Stack component="ul" gap="sm" style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="sent-requests">
        {sent.data.map((request) => (
          <Card key={request.id} component="li" withBorder padding="sm">
            <Group justify="space-between" gap="xs">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                To {request.professional.fullName}
              </Text>
              <ContactRequestStatusBadge status={request.status} />
            </Group>
            <Text size="sm" c="dimmed">
              Sent {formatDay(request.createdAt)} · by {CONTACT_METHOD_LABELS[request.contactMethod].toLowerCase()} ({request.contactValue})
              {request.decidedAt ? ` · answered ${formatDay(request.decidedAt)}` : ''}
            </Text>
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} lineClamp={3}>
              {request.message}
            </Text>
          </Card>
        ))}
      </Stack>
    </section>
  );
}
