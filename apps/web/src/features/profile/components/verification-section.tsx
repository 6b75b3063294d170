import { Alert, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { verificationRequestInputSchema, type Profile, type VerificationRequest } from '@wellbeing/shared/schemas/account';
import { ROLE_LABELS } from '@wellbeing/shared/roles';
import { wrappingButtonStyles } from '../../../components/wrapping-button';
import { ApiError } from '../../../lib/api-client';
import { useProfile } from '../api/get-profile';
import { useVerificationRequest } from '../api/get-verification-request';
import { useSubmitVerificationRequest } from '../api/submit-verification-request';
import { formatDay } from '../../../lib/format-date';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { FactList, ProfileSection, SectionLoadError, SectionSkeleton } from './profile-section';
import { SuccessMessage } from '../../../components/success-message';
import { BusyButton } from '../../../components/busy-button';

/** Filled badges in shades that keep 4.5:1 text contrast in both colour schemes. */
const STATUS_BADGE: Record<VerificationRequest['status'], { label: string; color: string }> = {
  pending: { label: 'Waiting for review', color: 'yellow.3' },
  approved: { label: 'Confirmed', color: 'harbour.7' },
  rejected: { label: 'Not confirmed', color: 'gray.7' },
};

/** Professional verification: the latest request's status, or the form to send one. Not shown to admins. */
export function VerificationSection() {
  const profile = useProfile();
  const request = useVerificationRequest();
  const [justSent, setJustSent] = useState(false);
  const [isFormOpen, setFormOpen] = useState(false);

  let content;
  if (request.isPending || profile.isPending) content = <SectionSkeleton label="Loading your professional verification" />;
  else if (request.isError) content = <SectionLoadError what="your verification status" error={request.error} onRetry={() => void request.refetch()} isRetrying={request.isFetching} />;
  else if (profile.isError) content = <SectionLoadError what="your details" error={profile.error} onRetry={() => void profile.refetch()} isRetrying={profile.isFetching} />;
  else {
    const current = request.data;
    const canSend = !current || current.status === 'rejected';
    content = (
      <>
        {justSent ? <SuccessMessage>Thank you. Your details have been sent, and an admin will check them.</SuccessMessage> : null}
        {current ? <RequestStatus request={current} profile={profile.data} /> : <NoRequest profile={profile.data} />}
        {canSend && profile.data.role !== 'professional' ? (
          isFormOpen ? (
            <VerificationForm
              profile={profile.data}
              previous={current}
              onSent={() => {
                setFormOpen(false);
                setJustSent(true);
              }}
              onCancel={() => setFormOpen(false)}
            />
          ) : (
            <Group>
              <Button variant="outline" onClick={() => setFormOpen(true)} styles={wrappingButtonStyles}>
                {current ? 'Send corrected details' : 'Ask to be confirmed as a professional'}
              </Button>
            </Group>
          )
        ) : null}
      </>
    );
  }

  return (
    <ProfileSection
      id="verification"
      title="Professional verification"
      description="Mental-health professionals can ask for a professional account. An admin checks the licence details first."
    >
      {content}
    </ProfileSection>
  );
}

function NoRequest({ profile }: { profile: Profile }) {
  if (profile.role === 'professional') return <Text>Your account is a professional account.</Text>;
  return (
    <Text maw="65ch">
      If you are a licensed professional, send your licence details. Until an admin has checked them your account stays a{' '}
      {ROLE_LABELS[profile.role].toLowerCase()} account and works as it does now.
    </Text>
  );
}

function RequestStatus({ request, profile }: { request: VerificationRequest; profile: Profile }) {
  const badge = STATUS_BADGE[request.status];
  return (
    <Stack gap="sm" data-testid="verification-status" data-status={request.status}>
      <Group gap="xs">
        <Text fw={600}>Status:</Text>
        <Badge color={badge.color} variant="filled" size="lg">
          {badge.label}
        </Badge>
      </Group>
      {request.status === 'pending' ? (
        <Text maw="65ch">
          An admin is checking your details. Until then your account works as a {ROLE_LABELS[profile.role === 'professional' ? 'seeker' : profile.role].toLowerCase()}{' '}
          account.
        </Text>
      ) : null}
      {request.status === 'approved' ? (
        <Text maw="65ch">Your professional details were confirmed{request.decidedAt ? ` on ${formatDay(request.decidedAt)}` : ''}.</Text>
      ) : null}
      {request.status === 'rejected' ? (
        <Alert color="gray" variant="light" title="We could not confirm these details">
          {request.reason ? <Text size="sm">Reason given: {request.reason}</Text> : null}
          <Text size="sm" mt={request.reason ? 'xs' : 0}>
            You can send corrected details below.
          </Text>
        </Alert>
      ) : null}
      <FactList
        facts={[
          { term: 'Full name', value: request.fullName },
          { term: 'Licence number', value: request.licenceNumber },
          { term: 'Registering body', value: request.regulator },
          { term: 'Country', value: request.country },
          { term: 'Licence expiry', value: formatDay(request.licenceExpiry) },
          { term: 'Sent', value: formatDay(request.createdAt) },
        ]}
      />
    </Stack>
  );
}

type VerificationValues = { fullName: string; licenceNumber: string; regulator: string; country: string; licenceExpiry: string };

function VerificationForm({
  profile,
  previous,
  onSent,
  onCancel,
}: {
  profile: Profile;
  previous: VerificationRequest | null;
  onSent: () => void;
  onCancel: () => void;
}) {
  const submit = useSubmitVerificationRequest();
  const form = useZodForm({
    schema: verificationRequestInputSchema,
    initialValues: {
      fullName: previous?.fullName ?? profile.fullName ?? '',
      licenceNumber: previous?.licenceNumber ?? '',
      regulator: previous?.regulator ?? '',
      country: previous?.country ?? '',
      licenceExpiry: previous?.licenceExpiry ?? '',
    } satisfies VerificationValues,
    // An empty date field reads better as a request than as a format complaint.
    extraErrors: (values) => (values.licenceExpiry === '' ? { licenceExpiry: 'Enter the date your licence expires.' } : {}),
  });
  const send = form.handleSubmit((input) =>
    submit.mutate(input, {
      onSuccess: onSent,
      onError: (error) => {
        if (error instanceof ApiError && error.fields) form.setServerErrors(error.fields);
      },
    }),
  );
  return (
    <form ref={form.formRef} onSubmit={send} noValidate data-testid="verification-form">
      <Stack gap="md">
        {submit.isError ? <Alert color="red" variant="light">{submit.error.message}</Alert> : null}
        <TextInput {...form.inputProps('fullName')} autoFocus label="Full name" autoComplete="name" required description="As it appears on your registration." />
        <TextInput {...form.inputProps('licenceNumber')} label="Licence or registration number" autoComplete="off" required />
        <TextInput {...form.inputProps('regulator')} label="Registering body" autoComplete="off" required description="For example, the Health and Care Professions Council." />
        <TextInput {...form.inputProps('country')} label="Country" autoComplete="country-name" required />
        <TextInput {...form.inputProps('licenceExpiry')} type="date" label="Licence expiry date" required min={new Date().toISOString().slice(0, 10)} />
        <Group>
          <BusyButton type="submit" loading={submit.isPending}>
            Send for review
          </BusyButton>
          <Button variant="default" onClick={onCancel} disabled={submit.isPending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
