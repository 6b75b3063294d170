import { Alert, Anchor, Button, Checkbox, Fieldset, Group, SimpleGrid, Skeleton, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  APPROACHES,
  APPROACH_LABELS,
  LANGUAGES,
  LANGUAGE_LABELS,
  SPECIALTIES,
  SPECIALTY_LABELS,
  directoryProfileInputSchema,
  type DirectoryProfile,
  type DirectoryProfileInput,
  type MyDirectoryProfileResponse,
} from '@wellbeing/shared/schemas/professionals';
import { RestoredDraftNotice } from '../../../components/forms/restored-draft-notice';
import { SuccessMessage } from '../../../components/success-message';
import { ApiError } from '../../../lib/api-client';
import { sendFailureText } from '../../../lib/session/lost-session';
import { draftFor } from '../../../lib/session/unsaved-drafts';
import { useSessionUser } from '../../../lib/session/use-session-user';
import { useKeepDraft, useRestoredDraft } from '../../../lib/session/use-unsaved-draft';
import { useMyDirectoryProfile } from '../api/get-my-directory-profile';
import { useSaveDirectoryProfile } from '../api/save-directory-profile';
import { fieldErrorsOf, focusFirstProblem, topLevelName, type FieldErrors } from '../../../lib/forms/field-errors';
import { formatDay } from '../../../lib/format-date';
import { BusyButton } from '../../../components/busy-button';

const BIO_MAX = 1500;

type FormValues = {
  fullName: string;
  title: string;
  specialties: string[];
  approaches: string[];
  languages: string[];
  offersOnline: boolean;
  offersInPerson: boolean;
  location: string;
  fees: string;
  isLowCost: boolean;
  availability: string;
  bio: string;
  acceptingNew: boolean;
};

const valuesOf = (profile: DirectoryProfile | null, fullName: string): FormValues => ({
  fullName: profile?.fullName || fullName,
  title: profile?.title ?? '',
  specialties: profile?.specialties ?? [],
  approaches: profile?.approaches ?? [],
  languages: profile?.languages ?? ['en'],
  offersOnline: profile?.offersOnline ?? true,
  offersInPerson: profile?.offersInPerson ?? false,
  location: profile?.location ?? '',
  fees: profile?.fees ?? '',
  isLowCost: profile?.isLowCost ?? false,
  availability: profile?.availability ?? '',
  bio: profile?.bio ?? '',
  acceptingNew: profile?.acceptingNew ?? true,
});

/** The listing's state in one sentence: listed, not saved yet, or hidden until the licence is verified. */
function ListingStatus({ data }: { data: MyDirectoryProfileResponse }) {
  if (data.isListed) {
    return (
      <Alert color="harbour" variant="light" title="Your listing is in the directory" data-testid="listing-status" data-listed="true">
        People who are logged in can find you under{' '}
        <Anchor component={Link} to="/get-support/find-professional" inherit underline="always">
          Find a professional
        </Anchor>
        . Your licence is verified until {data.licenceExpiry ? formatDay(data.licenceExpiry) : 'its expiry date'}.
      </Alert>
    );
  }
  if (!data.verified) {
    return (
      <Alert color="yellow" variant="light" title="Not shown in the directory yet" data-testid="listing-status" data-listed="false">
        Only professionals with a verified, valid licence are listed.{' '}
        {data.licenceExpiry ? `Your licence expired on ${formatDay(data.licenceExpiry)}. ` : ''}
        Send your current licence details under “Professional verification”; you can prepare your listing meanwhile.
      </Alert>
    );
  }
  return (
    <Text data-testid="listing-status" data-listed="false">
      Create your listing so people looking for support can find you.
    </Text>
  );
}

/** A professional's own directory listing: what people see, and the form to change it. */
export function DirectoryProfileEditor() {
  const mine = useMyDirectoryProfile();
  const user = useSessionUser();
  // The form is open by its button ('opened'), or because a listing left half edited came back ('restored': the
  // session ended, or they went to another page).
  const [editing, setEditing] = useState<'opened' | 'restored' | null>(() => (user && draftFor(LISTING_DRAFT_KEY, user.uid) !== undefined ? 'restored' : null));
  const isEditing = editing !== null;
  const [saved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);

  if (mine.isPending) return <Skeleton h={80} aria-label="Loading your directory listing" role="status" />;
  if (mine.isError) {
    return (
      <Alert color="gray" variant="light" title="We couldn’t load your directory listing">
        <Text size="sm">{mine.error.message}</Text>
        <BusyButton size="xs" variant="default" mt="sm" onClick={() => void mine.refetch()} loading={mine.isFetching}>
          Try again
        </BusyButton>
      </Alert>
    );
  }
  const profile = mine.data.profile;
  return (
    <Stack gap="md">
      <ListingStatus data={mine.data} />
      {saved && !isEditing ? (
        <SuccessMessage>Your listing has been saved.</SuccessMessage>
      ) : null}
      {isEditing ? (
        <ListingForm
          initial={valuesOf(profile, user?.fullName ?? '')}
          focusOnOpen={editing === 'opened'}
          onDone={(didSave) => {
            setEditing(null);
            setSaved(didSave);
            // The form goes away: saved, the message saying so takes the focus (SuccessMessage); cancelled, the focus
            // goes back where editing started.
            if (!didSave) requestAnimationFrame(() => editButton.current?.focus());
          }}
        />
      ) : (
        <>
          {profile ? (
            <Text size="sm" c="dimmed">
              {profile.fullName} · {profile.title} · {profile.acceptingNew ? 'taking new requests' : 'not taking new requests'}
            </Text>
          ) : null}
          <Group>
            <Button
              ref={editButton}
              variant="outline"
              onClick={() => {
                setSaved(false);
                setEditing('opened');
              }}
            >
              {profile ? 'Edit listing' : 'Create your listing'}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

function ChoiceGroup<T extends string>({
  name,
  legend,
  description,
  values,
  labels,
  selected,
  error,
  onChange,
}: {
  name: string;
  legend: string;
  description: string;
  values: readonly T[];
  labels: Record<T, string>;
  selected: string[];
  error: string | undefined;
  onChange: (next: string[]) => void;
}) {
  return (
    <Checkbox.Group label={legend} description={description} value={selected} onChange={onChange} error={error} withAsterisk>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" mt="xs">
        {values.map((value) => (
          <Checkbox key={value} value={value} label={labels[value]} name={name} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

/** Where a listing being edited is kept until it is saved or cancelled (lib/session/unsaved-drafts.ts). */
const LISTING_DRAFT_KEY = 'directory-listing';

function ListingForm({ initial, focusOnOpen, onDone }: { initial: FormValues; focusOnOpen: boolean; onDone: (saved: boolean) => void }) {
  const save = useSaveDirectoryProfile();
  const formRef = useRef<HTMLFormElement>(null);
  // Opened with its button (which is gone now): the first field takes the focus.
  useEffect(() => {
    if (focusOnOpen) formRef.current?.querySelector<HTMLElement>('[name="fullName"]')?.focus();
    // Only when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const restored = useRestoredDraft<FormValues>(LISTING_DRAFT_KEY);
  const [values, setValues] = useState<FormValues>(restored ?? initial);
  const dropDraft = useKeepDraft(LISTING_DRAFT_KEY, values, restored !== undefined);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const toInput = (v: FormValues): DirectoryProfileInput => ({
    ...v,
    specialties: v.specialties as DirectoryProfileInput['specialties'],
    approaches: v.approaches as DirectoryProfileInput['approaches'],
    languages: v.languages as DirectoryProfileInput['languages'],
    location: v.location.trim() ? v.location : null,
    fees: v.fees.trim() ? v.fees : null,
    availability: v.availability.trim() ? v.availability : null,
  });
  const check = () => fieldErrorsOf(directoryProfileInputSchema.safeParse(toInput(values)).error, topLevelName);
  const errors: FieldErrors = { ...(submitted ? check() : {}), ...serverErrors };
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setServerErrors((previous) => (previous[key] ? { ...previous, [key]: undefined } : previous));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const problems = check();
    if (Object.keys(problems).length > 0) {
      focusFirstProblem(formRef.current, problems);
      return;
    }
    save.mutate(toInput(values), {
      onSuccess: () => {
        dropDraft();
        onDone(true);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setServerErrors(error.fields);
      },
    });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate data-testid="listing-form">
      <Stack gap="md">
        {restored ? <RestoredDraftNotice testId="listing-restored" /> : null}
        {save.isError ? (
          <Alert color="red" variant="light" role="alert">
            {sendFailureText(save.error, 'save')}
          </Alert>
        ) : null}
        <TextInput name="fullName" label="Name people see" required autoComplete="name" value={values.fullName} onChange={(e) => set('fullName', e.currentTarget.value)} error={errors.fullName} />
        <TextInput
          name="title"
          label="Professional title"
          description="For example: Clinical psychologist, Counsellor, Psychiatric nurse"
          required
          value={values.title}
          onChange={(e) => set('title', e.currentTarget.value)}
          error={errors.title}
        />
        <ChoiceGroup name="specialties" legend="What you help with" description="Choose up to 8." values={SPECIALTIES} labels={SPECIALTY_LABELS} selected={values.specialties} error={errors.specialties} onChange={(v) => set('specialties', v)} />
        <ChoiceGroup name="approaches" legend="Approaches you use" description="Choose up to 8." values={APPROACHES} labels={APPROACH_LABELS} selected={values.approaches} error={errors.approaches} onChange={(v) => set('approaches', v)} />
        <ChoiceGroup name="languages" legend="Languages you work in" description="Choose up to 8." values={LANGUAGES} labels={LANGUAGE_LABELS} selected={values.languages} error={errors.languages} onChange={(v) => set('languages', v)} />
        <Fieldset legend="How you meet people" variant="unstyled" styles={{ legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)', marginBottom: 6 } }}>
          <Group gap="lg">
            <Checkbox name="offersOnline" label="Online" checked={values.offersOnline} onChange={(e) => set('offersOnline', e.currentTarget.checked)} error={errors.offersOnline} />
            <Checkbox name="offersInPerson" label="In person" checked={values.offersInPerson} onChange={(e) => set('offersInPerson', e.currentTarget.checked)} />
          </Group>
        </Fieldset>
        <TextInput
          name="location"
          label="Town or region"
          description={values.offersInPerson ? 'Where you see people in person.' : 'Optional for online work.'}
          required={values.offersInPerson}
          value={values.location}
          onChange={(e) => set('location', e.currentTarget.value)}
          error={errors.location}
        />
        <TextInput name="fees" label="Fees (optional)" description="For example: £55 per 50-minute session" value={values.fees} onChange={(e) => set('fees', e.currentTarget.value)} error={errors.fees} />
        <Checkbox name="isLowCost" label="I offer free or low-cost sessions" checked={values.isLowCost} onChange={(e) => set('isLowCost', e.currentTarget.checked)} />
        <TextInput name="availability" label="Availability (optional)" description="For example: weekday evenings" value={values.availability} onChange={(e) => set('availability', e.currentTarget.value)} error={errors.availability} />
        <Textarea
          name="bio"
          label="A short introduction"
          description={`${values.bio.length} of ${BIO_MAX} characters. What is it like to work with you?`}
          required
          autosize
          minRows={4}
          maxRows={12}
          maxLength={BIO_MAX}
          value={values.bio}
          onChange={(e) => set('bio', e.currentTarget.value)}
          error={errors.bio}
        />
        <Switch name="acceptingNew" label="I am taking new requests" checked={values.acceptingNew} onChange={(e) => set('acceptingNew', e.currentTarget.checked)} />
        <Group>
          <BusyButton type="submit" loading={save.isPending}>
            Save listing
          </BusyButton>
          <Button
            variant="default"
            onClick={() => {
              dropDraft();
              onDone(false);
            }}
            disabled={save.isPending}
          >
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
