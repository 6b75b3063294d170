import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { MIN_AGE_YEARS, profileUpdateSchema, type Profile } from '@wellbeing/shared/schemas/account';
import { ROLE_LABELS, SELF_SERVICE_ROLES, type Role } from '@wellbeing/shared/roles';
import { ApiError } from '../../../lib/api-client';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { formatDay } from '../../../lib/format-date';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { FactList, ProfileSection, SectionLoadError, SectionSkeleton } from './profile-section';
import { SuccessMessage } from '../../../components/success-message';
import { ProfessionalBadge } from './professional-badge';
import { BusyButton } from '../../../components/busy-button';

const ROLE_CHOICES: { value: Role; label: string }[] = [
  { value: 'seeker', label: 'Seeker: I’m looking for support for myself' },
  { value: 'supporter', label: 'Supporter: I’m supporting someone' },
];

const isSelfServiceRole = (role: Role) => (SELF_SERVICE_ROLES as readonly Role[]).includes(role);

function roleExplanation(role: Role): string | null {
  if (role === 'professional') return 'Your professional role was confirmed by an admin. To change it, please contact us.';
  if (role === 'admin') return 'Admin accounts cannot change their own role here.';
  return null;
}

export function ProfileDetails() {
  const profile = useProfile();
  const [isEditing, setEditing] = useState(false);
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);

  let content;
  if (profile.isPending) content = <SectionSkeleton label="Loading your details" lines={4} />;
  else if (profile.isError) content = <SectionLoadError what="your details" error={profile.error} onRetry={() => void profile.refetch()} isRetrying={profile.isFetching} />;
  else if (isEditing)
    content = (
      <DetailsForm
        profile={profile.data}
        onDone={(message) => {
          setEditing(false);
          setSavedMessage(message);
          // The form goes away: the message saying what happened takes the focus (SuccessMessage); cancelled, the
          // focus goes back where editing started.
          if (message === null) requestAnimationFrame(() => editButtonRef.current?.focus());
        }}
      />
    );
  else
    content = (
      <>
        {savedMessage ? <SuccessMessage>{savedMessage}</SuccessMessage> : null}
        <DetailsView profile={profile.data} />
        <Group>
          <Button
            ref={editButtonRef}
            variant="outline"
            onClick={() => {
              setSavedMessage(null);
              setEditing(true);
            }}
          >
            Edit details
          </Button>
        </Group>
      </>
    );

  return (
    <ProfileSection id="details" title="Your details" description="What Harbour knows about you. Only the e-mail address is needed to log in.">
      {content}
    </ProfileSection>
  );
}

function DetailsView({ profile }: { profile: Profile }) {
  const notGiven = <Text span c="dimmed" fw={400}>Not given</Text>;
  return (
    <FactList
      facts={[
        { term: 'Username', value: profile.username },
        { term: 'E-mail address', value: profile.email },
        {
          term: 'Role',
          value: (
            <Stack gap={4} align="flex-start">
              <span data-testid="profile-role">{ROLE_LABELS[profile.role]}</span>
              <ProfessionalBadge profile={profile} />
            </Stack>
          ),
        },
        ...(profile.role === 'professional' ? [{ term: 'Full name', value: profile.fullName ?? notGiven }] : []),
        { term: 'Gender', value: profile.gender ?? notGiven },
        { term: 'Date of birth', value: profile.dateOfBirth ? formatDay(profile.dateOfBirth) : notGiven },
        { term: 'Member since', value: formatDay(profile.createdAt) },
      ]}
    />
  );
}

type DetailsValues = { username: string; role: string; gender: string; dateOfBirth: string; fullName: string };

function DetailsForm({ profile, onDone }: { profile: Profile; onDone: (message: string | null) => void }) {
  const update = useUpdateProfile();
  const canChooseRole = isSelfServiceRole(profile.role);
  const isProfessional = profile.role === 'professional';
  const initialValues: DetailsValues = {
    username: profile.username,
    role: profile.role,
    gender: profile.gender ?? '',
    dateOfBirth: profile.dateOfBirth ?? '',
    fullName: profile.fullName ?? '',
  };
  /** Only what changed is sent; the role only when it may be chosen here, the full name only for professionals. */
  const changes = (values: DetailsValues) => {
    const changed: Record<string, string> = {};
    if (values.username.trim() !== profile.username) changed.username = values.username;
    if (canChooseRole && values.role !== profile.role) changed.role = values.role;
    if (values.gender.trim() !== (profile.gender ?? '')) changed.gender = values.gender;
    if (values.dateOfBirth !== (profile.dateOfBirth ?? '')) changed.dateOfBirth = values.dateOfBirth;
    if (isProfessional && values.fullName.trim() !== (profile.fullName ?? '')) changed.fullName = values.fullName;
    return changed;
  };
  const form = useZodForm({ schema: profileUpdateSchema, initialValues, toInput: changes });

  const save = form.handleSubmit((patch) => {
    if (Object.keys(changes(form.values)).length === 0) {
      onDone('Nothing has changed, so there was nothing to save.');
      return;
    }
    update.mutate(patch, {
      onSuccess: () => onDone('Your details have been saved.'),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'username/taken') form.setServerErrors({ username: error.message });
        else if (error instanceof ApiError && error.fields) form.setServerErrors(error.fields);
      },
    });
  });

  const today = new Date();
  const latestBirthDate = new Date(Date.UTC(today.getUTCFullYear() - MIN_AGE_YEARS, today.getUTCMonth(), today.getUTCDate())).toISOString().slice(0, 10);
  const explanation = roleExplanation(profile.role);

  return (
    <form ref={form.formRef} onSubmit={save} noValidate data-testid="profile-details-form">
      <Stack gap="md">
        {update.isError ? <Alert color="red" variant="light">{update.error.message}</Alert> : null}
        <TextInput {...form.inputProps('username')} autoFocus label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} required />
        {canChooseRole ? (
          <NativeSelect
            {...form.inputProps('role')}
            label="How you use Harbour"
            description="This decides which areas and forums are open to you. Professionals ask for a check in the section below."
            data={ROLE_CHOICES}
          />
        ) : (
          <Text size="sm">
            <strong>Role:</strong> {ROLE_LABELS[profile.role]}. {explanation}
          </Text>
        )}
        {isProfessional ? <TextInput {...form.inputProps('fullName')} label="Full name" autoComplete="name" /> : null}
        <TextInput {...form.inputProps('gender')} label="Gender (optional)" autoComplete="sex" description="Leave empty to remove it." />
        <TextInput
          {...form.inputProps('dateOfBirth')}
          type="date"
          label="Date of birth (optional)"
          autoComplete="bday"
          max={latestBirthDate}
          description="Leave empty to remove it."
        />
        <Group>
          <BusyButton type="submit" loading={update.isPending}>
            Save details
          </BusyButton>
          <Button variant="default" onClick={() => onDone(null)} disabled={update.isPending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
