import { Alert, Button, Checkbox, Group, Paper, Radio, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  JOURNAL_NOTE_MAX_LENGTH,
  JOURNAL_TAGS,
  JOURNAL_TAG_LABELS,
  MOOD_LABELS,
  journalEntryInputSchema,
  type JournalEntry,
  type JournalEntryInput,
  type JournalTag,
} from '@wellbeing/shared/schemas/tools';
import { RequiredRadioGroup } from '../../../components/forms/required-radio-group';
import { RestoredDraftNotice } from '../../../components/forms/restored-draft-notice';
import { ApiError } from '../../../lib/api-client';
import { sendFailureText } from '../../../lib/session/lost-session';
import { useKeepDraft, useRestoredDraft } from '../../../lib/session/use-unsaved-draft';
import { useCreateJournalEntry } from '../api/create-journal-entry';
import { useUpdateJournalEntry } from '../api/update-journal-entry';
import { formatCalendarDay, localDay } from '../utils/local-date';
import { BusyButton } from '../../../components/busy-button';

interface JournalEntryFormProps {
  /** The entry to change; a new entry when absent. */
  entry?: JournalEntry;
  /** Entries already kept, to point to the right one when the chosen day already has an entry. */
  existing: readonly JournalEntry[];
  onSaved: (message: string) => void;
  onCancel?: () => void;
  onEditExisting?: (entry: JournalEntry) => void;
  /** A new entry for another day than today, opened by a button: the day it starts on and its heading (the Day field takes the focus). */
  otherDay?: { day: string; heading: string };
}

const MOODS = [1, 2, 3, 4, 5] as const;

/** Where an unsaved entry is kept if the session ends before it is saved (lib/session/unsaved-drafts.ts). */
export const JOURNAL_DRAFT_PREFIX = 'journal:';
interface JournalDraft {
  date: string;
  mood: string | null;
  tags: string[];
  note: string;
}

/** A day's mood (1–5), optional tags and an optional private note, checked by the schema the server uses. */
export function JournalEntryForm({ entry, existing, onSaved, onCancel, onEditExisting, otherDay }: JournalEntryFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const draftKey = `${JOURNAL_DRAFT_PREFIX}${entry?.id ?? 'new'}`;
  // Words written earlier and not saved (the session ended, or they went to another page), given back in this tab.
  const restored = useRestoredDraft<JournalDraft>(draftKey);
  const [date, setDate] = useState(restored?.date ?? entry?.date ?? otherDay?.day ?? localDay());
  const [mood, setMood] = useState<string | null>(restored ? restored.mood : entry ? String(entry.mood) : null);
  const [tags, setTags] = useState<string[]>(restored?.tags ?? entry?.tags ?? []);
  const [note, setNote] = useState(restored?.note ?? entry?.note ?? '');
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const create = useCreateJournalEntry();
  const update = useUpdateJournalEntry();
  const mutation = entry ? update : create;
  // Opened to change an entry or to add one for another day (the button that opened it is gone): the first field takes the focus.
  useEffect(() => {
    if (entry || otherDay) formRef.current?.querySelector<HTMLElement>('[name="date"]')?.focus();
    // Only when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const input: JournalEntryInput = { date, mood: mood === null ? Number.NaN : Number(mood), tags: tags as JournalTag[], note };
  const validation = journalEntryInputSchema.safeParse(input);
  const errors: Partial<Record<string, string>> = {};
  for (const issue of validation.error?.issues ?? []) errors[String(issue.path[0] ?? '_')] ??= issue.message;
  const errorOf = (field: string) => serverErrors[field] ?? (submitted ? errors[field] : undefined);
  const clash = existing.find((e) => e.date === date && e.id !== entry?.id);

  // Every change is kept in memory until it is saved or given up, so a lost session cannot take it.
  const draft = useMemo((): JournalDraft => ({ date, mood, tags, note }), [date, mood, tags, note]);
  const dropDraft = useKeepDraft(draftKey, draft, restored !== undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!validation.success || clash) {
      const first = clash ? 'date' : Object.keys(errors)[0];
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const onError = (error: Error) => {
      if (error instanceof ApiError && error.fields) setServerErrors(error.fields);
    };
    const day = formatCalendarDay(date);
    const saved = (message: string) => () => {
      dropDraft();
      onSaved(message);
    };
    if (entry) update.mutate({ id: entry.id, input }, { onSuccess: saved(`Your entry for ${day} has been saved.`), onError });
    else create.mutate(input, { onSuccess: saved(`Your entry for ${day} has been added.`), onError });
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="form" ref={formRef} onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="journal-form">
      <Stack gap="md">
        <Title order={3} size="h4" id={`${id}-title`}>
          {entry ? `Edit your entry for ${formatCalendarDay(entry.date)}` : (otherDay?.heading ?? 'How are you feeling?')}
        </Title>
        {restored ? <RestoredDraftNotice testId="journal-restored" /> : null}
        <TextInput
          label="Day"
          type="date"
          name="date"
          value={date}
          max={localDay()}
          onChange={(event) => {
            setDate(event.currentTarget.value);
            setServerErrors((p) => ({ ...p, date: undefined }));
          }}
          error={errorOf('date') ?? (clash ? 'You already have an entry for this day.' : undefined)}
          required
          maw={240}
        />
        {clash && onEditExisting ? (
          <Group gap="xs">
            <Text size="sm">You can change that entry instead.</Text>
            <Button size="xs" variant="default" onClick={() => onEditExisting(clash)}>
              Edit the entry for {formatCalendarDay(clash.date)}
            </Button>
          </Group>
        ) : null}
        <RequiredRadioGroup label="Mood" name="mood" value={mood} onChange={setMood} error={errorOf('mood')}>
          <Group gap="md" mt={6}>
            {MOODS.map((value) => (
              <Radio key={value} value={String(value)} label={`${value} · ${MOOD_LABELS[value]}`} aria-invalid={errorOf('mood') ? true : undefined} />
            ))}
          </Group>
        </RequiredRadioGroup>
        <Checkbox.Group label="What has been on your mind? (optional)" value={tags} onChange={setTags} error={errorOf('tags')}>
          <Group gap="md" mt={6}>
            {JOURNAL_TAGS.map((tag) => (
              <Checkbox key={tag} value={tag} label={JOURNAL_TAG_LABELS[tag]} />
            ))}
          </Group>
        </Checkbox.Group>
        <Textarea
          label="Note (optional)"
          description={`Private and encrypted. Up to ${JOURNAL_NOTE_MAX_LENGTH} characters.`}
          name="note"
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={errorOf('note')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={JOURNAL_NOTE_MAX_LENGTH}
        />
        <Text size="xs" c="dimmed" mt={-8}>
          {note.length} / {JOURNAL_NOTE_MAX_LENGTH}
        </Text>
        {mutation.error && !(mutation.error instanceof ApiError && mutation.error.fields) ? (
          <Alert color="red" variant="light" role="alert" data-testid="journal-save-error">
            {sendFailureText(mutation.error, 'save')}
          </Alert>
        ) : null}
        <Group gap="sm">
          <BusyButton type="submit" loading={mutation.isPending}>
            {entry ? 'Save changes' : 'Save entry'}
          </BusyButton>
          {onCancel ? (
            <Button
              variant="default"
              onClick={() => {
                dropDraft();
                onCancel();
              }}
              disabled={mutation.isPending}
            >
              Cancel
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
