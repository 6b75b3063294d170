import { Badge, Button, Card, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ROLE_LABELS } from '@wellbeing/shared/roles';
import { VERIFICATION_STATUSES } from '@wellbeing/shared/schemas/account';
import { ADMIN_PAGE_SIZE, REJECTION_REASON_MAX, rejectVerificationSchema, type AdminVerification } from '@wellbeing/shared/schemas/admin';
import { useApproveVerification } from '../api/approve-verification';
import { useVerifications } from '../api/get-verifications';
import { useRejectVerification } from '../api/reject-verification';
import { formatDay } from '../../../lib/format-date';
import { AdminPanel, ConfirmDialog, DANGER_TEXT, EmptyState, ErrorState, LoadingState, Pager, ResultMessage } from './section-states';
import { BusyButton } from '../../../components/busy-button';

type Status = (typeof VERIFICATION_STATUSES)[number];
const STATUS_LABELS: Record<Status, string> = { pending: 'Waiting for review', approved: 'Approved', rejected: 'Rejected' };
const EMPTY: Record<Status, string> = {
  pending: 'No requests are waiting. New ones appear here when people send their licence details.',
  approved: 'No requests have been approved yet.',
  rejected: 'No requests have been rejected.',
};

export function VerificationSection() {
  const [status, setStatus] = useState<Status>('pending');
  const [page, setPage] = useState(1);
  const list = useVerifications({ status, page, pageSize: ADMIN_PAGE_SIZE });
  const [approving, setApproving] = useState<AdminVerification | null>(null);
  const [rejecting, setRejecting] = useState<AdminVerification | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'warning'; text: string } | null>(null);
  const approve = useApproveVerification();

  let content;
  if (list.isPending) content = <LoadingState label="Loading verification requests" />;
  else if (list.isError) content = <ErrorState what="verification requests" error={list.error} onRetry={() => void list.refetch()} isRetrying={list.isFetching} />;
  else if (list.data.items.length === 0) content = <EmptyState>{EMPTY[status]}</EmptyState>;
  else
    content = (
      <>
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.data.items.map((request) => (
            <RequestCard
              key={request.id}
              request={request}
              onApprove={() => {
                approve.reset();
                setApproving(request);
              }}
              onReject={() => setRejecting(request)}
            />
          ))}
        </Stack>
        <Pager page={page} pageSize={ADMIN_PAGE_SIZE} total={list.data.total} onChange={setPage} label="Verification request pages" />
      </>
    );

  return (
    <AdminPanel
      id="verification"
      title="Professional verification"
      description="Check each licence with the registering body before approving. Approval makes the person a professional with the full name they gave; either way they are told by e-mail."
    >
      <NativeSelect
        label="Show"
        value={status}
        onChange={(e) => {
          setStatus(e.currentTarget.value as Status);
          setPage(1);
        }}
        data={VERIFICATION_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        maw={260}
      />
      {result ? (
        <ResultMessage key={result.text} tone={result.tone} takeFocus onClose={() => setResult(null)}>
          {result.text}
        </ResultMessage>
      ) : null}
      {content}
      <ConfirmDialog
        opened={approving !== null}
        title={`Approve ${approving?.fullName ?? ''}?`}
        confirmLabel="Approve"
        tone="normal"
        isPending={approve.isPending}
        error={approve.error}
        onCancel={() => setApproving(null)}
        onConfirm={() =>
          approving &&
          approve.mutate(approving.id, {
            onSuccess: ({ request, emailed }) => {
              setApproving(null);
              setResult(
                emailed
                  ? { tone: 'success', text: `${request.username} is now a professional. We e-mailed them.` }
                  : { tone: 'warning', text: `${request.username} is now a professional, but the e-mail telling them could not be sent.` },
              );
            },
          })
        }
      >
        <Text size="sm">
          {approving?.username} becomes a professional with the full name “{approving?.fullName}”, and their profile shows a verified badge until{' '}
          {approving ? formatDay(approving.licenceExpiry) : ''}.
        </Text>
      </ConfirmDialog>
      <RejectDialog
        request={rejecting}
        onClose={() => setRejecting(null)}
        onRejected={(username, emailed) =>
          setResult(emailed ? { tone: 'success', text: `The request from ${username} was rejected. We e-mailed them the reason.` } : { tone: 'warning', text: `The request from ${username} was rejected, but the e-mail could not be sent.` })
        }
      />
    </AdminPanel>
  );
}

function RequestCard({ request, onApprove, onReject }: { request: AdminVerification; onApprove: () => void; onReject: () => void }) {
  const facts: [string, string][] = [
    ['Licence number', request.licenceNumber],
    ['Registering body', request.regulator],
    ['Country', request.country],
    ['Licence expiry', formatDay(request.licenceExpiry)],
    ['Sent', formatDay(request.createdAt)],
    ['Current role', ROLE_LABELS[request.currentRole]],
  ];
  return (
    <Card withBorder component="li" padding="md" data-testid="verification-request" data-username={request.username}>
      <Group justify="space-between" gap="xs" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} component="h3" m={0} size="lg">
            {request.fullName}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            Username: {request.username}
          </Text>
        </div>
        <Badge color={request.status === 'pending' ? 'yellow.3' : request.status === 'approved' ? 'harbour.7' : 'gray.7'} variant="filled">
          {STATUS_LABELS[request.status]}
        </Badge>
      </Group>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" verticalSpacing={6} mt="sm" mb={0}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <Text component="dt" size="xs" c="dimmed">
              {term}
            </Text>
            <Text component="dd" m={0} size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {request.status === 'rejected' && request.reason ? (
        <Text size="sm" mt="sm">
          Reason given: {request.reason}
        </Text>
      ) : null}
      {request.decidedAt ? (
        <Text size="xs" c="dimmed" mt="xs">
          Decided {formatDay(request.decidedAt)}
        </Text>
      ) : null}
      {request.status === 'pending' ? (
        <Group mt="md" gap="sm">
          <Button onClick={onApprove} aria-label={`Approve ${request.fullName} (${request.username})`}>
            Approve
          </Button>
          <Button variant="default" c={DANGER_TEXT} onClick={onReject} aria-label={`Reject ${request.fullName} (${request.username})`}>
            Reject
          </Button>
        </Group>
      ) : null}
    </Card>
  );
}

function RejectDialog({ request, onClose, onRejected }: { request: AdminVerification | null; onClose: () => void; onRejected: (username: string, emailed: boolean) => void }) {
  const reject = useRejectVerification();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    reject.reset();
    onClose();
  };
  const submit = () => {
    if (!request) return;
    const parsed = rejectVerificationSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Give the reason the person will read.');
      return;
    }
    reject.mutate(
      { id: request.id, reason: parsed.data.reason },
      {
        onSuccess: ({ emailed }) => {
          onRejected(request.username, emailed);
          close();
        },
      },
    );
  };
  return (
    <Modal opened={request !== null} onClose={reject.isPending ? () => undefined : close} title={`Reject the request from ${request?.fullName ?? ''}?`} closeButtonProps={{ 'aria-label': 'Close' }}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="md">
          <Textarea
            label="Reason"
            description={`${request?.username ?? 'The person'} reads this in an e-mail and on their profile. Be kind and say what would help them send correct details.`}
            required
            autosize
            minRows={3}
            maxLength={REJECTION_REASON_MAX}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setError(null);
            }}
            error={error ?? undefined}
            data-autofocus
          />
          {reject.isError ? (
            <Text c="red" size="sm" role="alert">
              {reject.error.message}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={reject.isPending}>
              Cancel
            </Button>
            <BusyButton type="submit" color="red.9" loading={reject.isPending}>
              Reject and e-mail the reason
            </BusyButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
