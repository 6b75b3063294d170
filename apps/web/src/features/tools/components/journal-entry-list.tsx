import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { JOURNAL_TAG_LABELS, MOOD_LABELS, type JournalEntry } from '@wellbeing/shared/schemas/tools';
import { useDeleteJournalEntry } from '../api/delete-journal-entry';
import { formatCalendarDay } from '../utils/local-date';
import { JournalEntryForm } from './journal-entry-form';
import { BusyButton } from '../../../components/busy-button';

function EntryItem({ entry, all, isEditing, onEdit, onDone }: { entry: JournalEntry; all: readonly JournalEntry[]; isEditing: boolean; onEdit: (entry: JournalEntry | null) => void; onDone: (message: string) => void }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useDeleteJournalEntry();
  const day = formatCalendarDay(entry.date);
  // Focus follows each step: into the question when asked ("Keep it", the safe answer), back to the button
  // that asked when it is answered or an edit is cancelled.
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(isEditing);
  const wasConfirming = useRef(isConfirming);
  useEffect(() => {
    if (wasEditing.current && !isEditing) editButton.current?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);
  useEffect(() => {
    if (isConfirming) keepButton.current?.focus();
    else if (wasConfirming.current) deleteButton.current?.focus();
    wasConfirming.current = isConfirming;
  }, [isConfirming]);
  if (isEditing) {
    return (
      <li>
        <JournalEntryForm entry={entry} existing={all} onSaved={onDone} onCancel={() => onEdit(null)} onEditExisting={onEdit} />
      </li>
    );
  }
  return (
    <Paper component="li" withBorder p="md" data-testid="journal-entry" data-date={entry.date}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Text fw={700}>{day}</Text>
          <Text data-testid="journal-entry-mood">
            Mood: {entry.mood} · {MOOD_LABELS[entry.mood]}
          </Text>
          {entry.tags.length > 0 ? (
            <Group gap={6} mt={6} aria-label="Tags">
              {entry.tags.map((tag) => (
                <Badge key={tag} variant="light" color="gray" tt="none">
                  {JOURNAL_TAG_LABELS[tag]}
                </Badge>
              ))}
            </Group>
          ) : null}
          {entry.note ? (
            <Text mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="journal-entry-note">
              {entry.note}
            </Text>
          ) : null}
        </div>
        {isConfirming ? (
          <Stack gap="xs" role="group" aria-label={`Confirm deleting the entry for ${day}`}>
            <Text size="sm">Delete this entry? This cannot be undone.</Text>
            <Group gap="xs">
              <BusyButton size="xs" color="red.9" loading={remove.isPending} onClick={() => remove.mutate(entry.id, { onSuccess: () => onDone(`Your entry for ${day} has been deleted.`) })}>
                Delete
              </BusyButton>
              <Button ref={keepButton} size="xs" variant="default" onClick={() => setIsConfirming(false)} disabled={remove.isPending}>
                Keep it
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group gap="xs">
            <Button ref={editButton} size="xs" variant="default" onClick={() => onEdit(entry)} aria-label={`Edit the entry for ${day}`}>
              Edit
            </Button>
            <Button ref={deleteButton} size="xs" variant="default" onClick={() => setIsConfirming(true)} aria-label={`Delete the entry for ${day}`}>
              Delete
            </Button>
          </Group>
        )}
      </Group>
      {remove.error ? (
        <Alert color="red" variant="light" mt="xs" role="alert">
          {remove.error.message}
        </Alert>
      ) : null}
    </Paper>
  );
}

/** The window's entries, newest first, each with edit and delete in place. */
export function JournalEntryList({ entries, editingId, onEdit, onDone }: { entries: readonly JournalEntry[]; editingId: string | null; onEdit: (entry: JournalEntry | null) => void; onDone: (message: string) => void }) {
  return (
    <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="journal-entries">
      {entries.map((entry) => (
        <EntryItem key={entry.id} entry={entry} all={entries} isEditing={editingId === entry.id} onEdit={onEdit} onDone={onDone} />
      ))}
    </Stack>
  );
}
