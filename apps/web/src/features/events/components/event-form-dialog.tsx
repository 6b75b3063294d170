import { Alert, Button, Group, Modal, NativeSelect, NumberInput, Radio, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import {
  EVENT_AUDIENCES,
  EVENT_AUDIENCE_LABELS,
  EVENT_MAX_CAPACITY,
  eventInputSchema,
  type CommunityEvent,
  type EventFormat,
  type EventInput,
} from '@wellbeing/shared/schemas/events';
import { RestoredDraftNotice } from '../../../components/forms/restored-draft-notice';
import { ApiError } from '../../../lib/api-client';
import { isSessionLost, sendFailureText } from '../../../lib/session/lost-session';
import { useKeepDraft, useRestoredDraft } from '../../../lib/session/use-unsaved-draft';
import { useSaveEvent } from '../api/save-event';
import { fromLocalInput, toLocalInput, viewerTimeZone } from '../utils/event-time';
import { BusyButton } from '../../../components/busy-button';

type Errors = Partial<Record<string, string>>;

function errorsOf(error: z.ZodError | undefined): Errors {
  const errors: Errors = {};
  for (const issue of error?.issues ?? []) errors[String(issue.path[0] ?? '_')] ??= issue.message;
  return errors;
}

interface Values {
  title: string;
  hostName: string;
  description: string;
  startsAt: string;
  endsAt: string;
  format: EventFormat;
  onlineUrl: string;
  place: string;
  capacity: number | string;
  audience: EventInput['audience'];
}

const valuesOf = (event: CommunityEvent | null): Values => ({
  title: event?.title ?? '',
  hostName: event?.hostName ?? '',
  description: event?.description ?? '',
  startsAt: event ? toLocalInput(event.startsAt) : '',
  endsAt: event ? toLocalInput(event.endsAt) : '',
  format: event?.format ?? 'online',
  onlineUrl: event?.onlineUrl ?? '',
  place: event?.place ?? '',
  capacity: event?.capacity ?? 20,
  audience: event?.audience ?? 'all',
});

/** Create or edit an event. Times are typed in the organiser's own zone and sent in UTC. */
export function EventFormDialog({ event, onClose }: { event: CommunityEvent | null; onClose: (message?: string) => void }) {
  const save = useSaveEvent(event?.id);
  const formRef = useRef<HTMLFormElement>(null);
  // An event being written when the session ended comes back when the form opens again (unsaved-drafts.ts).
  const draftKey = `event:${event?.id ?? 'new'}`;
  const restored = useRestoredDraft<Values>(draftKey);
  const [values, setValues] = useState<Values>(() => restored ?? valuesOf(event));
  const dropDraft = useKeepDraft(draftKey, values, restored !== undefined);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});

  const input = {
    ...values,
    startsAt: fromLocalInput(values.startsAt),
    endsAt: fromLocalInput(values.endsAt),
    capacity: typeof values.capacity === 'number' ? values.capacity : Number.NaN,
  };
  const parsed = eventInputSchema.safeParse(input);
  const errors: Errors = { ...(submitted ? errorsOf(parsed.error) : {}), ...serverErrors };
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setServerErrors((previous) => (previous[key] ? { ...previous, [key]: undefined } : previous));
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSubmitted(true);
    if (!parsed.success) {
      const problems = errorsOf(parsed.error);
      const first = Array.from(formRef.current?.elements ?? []).find((el) => problems[(el as HTMLInputElement).name]);
      (first as HTMLElement | undefined)?.focus();
      return;
    }
    save.mutate(input, {
      onSuccess: (saved) => {
        dropDraft();
        onClose(event ? `“${saved.title}” has been updated.` : `“${saved.title}” has been created.`);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setServerErrors(error.fields);
      },
    });
  };

  // Closing gives the event up, unless the session ended: then it waits for the next time the form opens.
  const close = () => {
    if (save.isPending) return;
    if (!isSessionLost(save.error)) dropDraft();
    onClose();
  };

  return (
    <Modal opened onClose={close} title={event ? `Edit “${event.title}”` : 'Create an event'} size="lg" closeButtonProps={{ 'aria-label': 'Close' }} data-testid="event-form">
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          {restored ? <RestoredDraftNotice testId="event-restored" /> : null}
          {save.isError ? (
            <Alert color="red" variant="light" role="alert">
              {sendFailureText(save.error)}
            </Alert>
          ) : null}
          <TextInput name="title" label="Title" required value={values.title} onChange={(e) => set('title', e.currentTarget.value)} error={errors.title} data-autofocus />
          <TextInput name="hostName" label="Host" description="Who runs it: a person or an organisation." required value={values.hostName} onChange={(e) => set('hostName', e.currentTarget.value)} error={errors.hostName} />
          <Textarea name="description" label="Description" required autosize minRows={3} maxRows={10} maxLength={4000} value={values.description} onChange={(e) => set('description', e.currentTarget.value)} error={errors.description} />
          <Text size="sm" c="dimmed">
            Times are in your time zone ({viewerTimeZone()}); everyone sees them in theirs.
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput name="startsAt" type="datetime-local" label="Starts" required value={values.startsAt} onChange={(e) => set('startsAt', e.currentTarget.value)} error={errors.startsAt} />
            <TextInput name="endsAt" type="datetime-local" label="Ends" required value={values.endsAt} onChange={(e) => set('endsAt', e.currentTarget.value)} error={errors.endsAt} />
          </SimpleGrid>
          <Radio.Group name="format" label="Where" value={values.format} onChange={(value) => set('format', value as EventFormat)} error={errors.format}>
            <Group mt="xs">
              <Radio value="online" label="Online" />
              <Radio value="in-person" label="In person" />
            </Group>
          </Radio.Group>
          {values.format === 'online' ? (
            <TextInput
              name="onlineUrl"
              type="url"
              label="Joining link"
              description="Only people with a place see it."
              required
              placeholder="https://"
              value={values.onlineUrl}
              onChange={(e) => set('onlineUrl', e.currentTarget.value)}
              error={errors.onlineUrl}
            />
          ) : (
            <TextInput name="place" label="Place" description="The address, or enough to find it." required value={values.place} onChange={(e) => set('place', e.currentTarget.value)} error={errors.place} />
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NumberInput
              name="capacity"
              label="Places"
              required
              min={1}
              max={EVENT_MAX_CAPACITY}
              allowDecimal={false}
              allowNegative={false}
              value={values.capacity}
              onChange={(value) => set('capacity', value)}
              error={errors.capacity}
            />
            <NativeSelect
              name="audience"
              label="Who can sign up"
              data={EVENT_AUDIENCES.map((a) => ({ value: a, label: EVENT_AUDIENCE_LABELS[a] }))}
              value={values.audience}
              onChange={(e) => set('audience', e.currentTarget.value as Values['audience'])}
              error={errors.audience}
            />
          </SimpleGrid>
          <Group>
            <BusyButton type="submit" loading={save.isPending}>
              {event ? 'Save changes' : 'Create event'}
            </BusyButton>
            <Button variant="default" onClick={close} disabled={save.isPending}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
