import { Alert, Anchor, Button, Group, Paper, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { JOURNAL_RANGES, type JournalEntry } from '@wellbeing/shared/schemas/tools';
import { draftKeysOf, hasDraft } from '../../../lib/session/unsaved-drafts';
import { useSessionUser } from '../../../lib/session/use-session-user';
import { useExportJournal, type JournalExportFormat } from '../api/export-journal';
import { useJournalEntries } from '../api/get-journal-entries';
import { localDay, localDayMinus } from '../utils/local-date';
import { JOURNAL_DRAFT_PREFIX, JournalEntryForm } from './journal-entry-form';
import { JournalEntryList } from './journal-entry-list';
import { MoodChart } from './mood-chart';
import { focusLater } from '../../../lib/focus-later';
import { BusyButton } from '../../../components/busy-button';

const JOURNAL_PATH = '/get-support/interactive-tools?tool=journal';

function SignInPrompt() {
  // An entry written before the session ended and not yet saved (unsaved-drafts.ts): say it is waiting.
  const [unsaved] = useState(() => hasDraft(JOURNAL_DRAFT_PREFIX));
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="journal-sign-in">
      {unsaved ? (
        <Alert color="yellow" variant="light" mb="md" title="Your entry is not saved yet" data-testid="journal-unsaved">
          You were logged out before it could be saved. Log in again and it will be here for you to save. Until then it is kept only in this
          tab: closing or reloading the tab loses it.
        </Alert>
      ) : null}
      <Title order={3} size="h4">
        Keep a private mood journal
      </Title>
      <Text mt="xs">
        Note how you feel each day, what has been on your mind, and see patterns over weeks. Your notes are encrypted, only you can read them, and you can download or
        delete them at any time.
      </Text>
      <Group mt="md" gap="sm">
        <Button component={Link} to={`/login?returnTo=${encodeURIComponent(JOURNAL_PATH)}`}>
          Log in
        </Button>
        <Button component={Link} to="/register" variant="default">
          Create a free account
        </Button>
      </Group>
    </Paper>
  );
}

function ExportButtons() {
  const exporter = useExportJournal();
  const run = (format: JournalExportFormat) => exporter.mutate(format);
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <BusyButton variant="default" onClick={() => run('csv')} loading={exporter.isPending && exporter.variables === 'csv'}>
          Download as CSV
        </BusyButton>
        <BusyButton variant="default" onClick={() => run('json')} loading={exporter.isPending && exporter.variables === 'json'}>
          Download as JSON
        </BusyButton>
      </Group>
      <Text size="sm" c="dimmed">
        Your whole journal, for a spreadsheet or to keep. It is also part of{' '}
        <Anchor component={Link} to="/profile" underline="always">
          Download my data
        </Anchor>
        .
      </Text>
      {exporter.error ? (
        <Alert color="red" variant="light" role="alert">
          {exporter.error.message}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** The most recent day before `today` with no entry among those loaded (yesterday when every loaded day has one, or none is loaded). */
function latestFreeDayBefore(today: string, entries: readonly JournalEntry[]): string {
  const noted = new Set(entries.map((e) => e.date));
  for (let back = 1; back <= 90; back += 1) {
    const day = localDayMinus(back, new Date(`${today}T12:00:00`));
    if (!noted.has(day)) return day;
  }
  return localDayMinus(1, new Date(`${today}T12:00:00`));
}

/** The signed-in person's mood journal: today's entry, the last 30 or 90 days as a chart and a list, export. */
function Journal({ uid }: { uid: string }) {
  const [days, setDays] = useState<number>(30);
  const journal = useJournalEntries(days);
  // An edit that a lost session interrupted opens again where it was.
  const [editingId, setEditingId] = useState<string | null>(() => draftKeysOf(JOURNAL_DRAFT_PREFIX, uid).find((key) => key !== 'new') ?? null);
  const [message, setMessage] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  // Once today has an entry, a day missed earlier can still be noted (its form opens from a button). An unsaved
  // new entry that a lost session interrupted opens again. No form shows until the journal has loaded, so that a
  // restored entry opens once, in the right form.
  const [addingEarlier, setAddingEarlier] = useState(() => draftKeysOf(JOURNAL_DRAFT_PREFIX, uid).includes('new'));
  const addEarlierButton = useRef<HTMLButtonElement>(null);
  // After a save or a delete the form or the entry is gone: the message saying what happened takes the focus,
  // so a keyboard or screen reader is not left at the top of the page.
  const messageRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) messageRef.current?.focus();
  }, [message, formKey]);

  const done = (text: string) => {
    setEditingId(null);
    setAddingEarlier(false);
    setMessage(text);
    setFormKey((k) => k + 1);
  };
  const edit = (entry: JournalEntry | null) => {
    setMessage(null);
    setEditingId(entry?.id ?? null);
  };

  const entries = journal.data?.entries ?? [];
  const today = entries.find((e) => e.date === localDay());

  let history;
  if (journal.isPending) {
    history = (
      <Stack gap="xs" role="status" aria-label="Loading your journal">
        <Skeleton h={180} />
        <Skeleton h={60} />
      </Stack>
    );
  } else if (journal.isError) {
    history = (
      <Alert color="gray" variant="light" title="We couldn’t load your journal">
        <Text size="sm">{journal.error.message}</Text>
        <BusyButton size="xs" variant="default" mt="sm" onClick={() => void journal.refetch()} loading={journal.isFetching}>
          Try again
        </BusyButton>
      </Alert>
    );
  } else {
    history = (
      <Stack gap="md">
        <MoodChart entries={entries} days={days} />
        {entries.length === 0 ? (
          <Text c="dimmed" data-testid="journal-empty">
            No entries in the last {days} days. Your first one can be as short as a number.
          </Text>
        ) : (
          <JournalEntryList entries={entries} editingId={editingId} onEdit={edit} onDone={done} />
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg" data-testid="mood-journal">
      {message ? (
        <Alert ref={messageRef} tabIndex={-1} role="status" color="harbour" variant="light" data-testid="journal-message">
          {message}
        </Alert>
      ) : null}
      {journal.isPending ? null : !today ? (
        <JournalEntryForm key={formKey} existing={entries} onSaved={done} onEditExisting={edit} />
      ) : addingEarlier ? (
        <JournalEntryForm
          key={formKey}
          existing={entries}
          otherDay={{ day: latestFreeDayBefore(localDay(), entries), heading: 'Add an entry for an earlier day' }}
          onSaved={done}
          onCancel={() => {
            setAddingEarlier(false);
            // Back to the button that opened the form, drawn again once it has gone.
            focusLater(() => addEarlierButton.current);
          }}
          onEditExisting={edit}
        />
      ) : editingId !== today.id ? (
        <Paper withBorder p="md">
          <Text>You have already noted today’s mood.</Text>
          <Group mt="sm" gap="sm">
            <Button size="sm" variant="default" onClick={() => edit(today)}>
              Edit today’s entry
            </Button>
            <Button
              ref={addEarlierButton}
              size="sm"
              variant="default"
              onClick={() => {
                setMessage(null);
                setAddingEarlier(true);
              }}
            >
              Add an entry for an earlier day
            </Button>
          </Group>
        </Paper>
      ) : null}

      <section aria-labelledby="journal-history-heading">
        <Group justify="space-between" align="center" gap="sm" mb="sm">
          <Title order={3} id="journal-history-heading">
            Your last {days} days
          </Title>
          <SegmentedControl
            value={String(days)}
            onChange={(value) => setDays(Number(value))}
            data={JOURNAL_RANGES.map((d) => ({ value: String(d), label: `${d} days` }))}
            aria-label="How many days to show"
          />
        </Group>
        {history}
      </section>

      <section aria-labelledby="journal-export-heading">
        <Title order={3} id="journal-export-heading" mb="xs">
          Download your journal
        </Title>
        <ExportButtons />
      </section>
    </Stack>
  );
}

export function MoodJournal() {
  const user = useSessionUser();
  return user ? <Journal uid={user.uid} /> : <SignInPrompt />;
}
