import { Alert, Button, Group, Modal, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { instruments, type InstrumentId } from '@wellbeing/shared/screening';
import type { SavedAssessment } from '@wellbeing/shared/schemas/tools';
import { useDeleteAssessment } from '../api/delete-assessment';
import { useAssessments } from '../api/get-assessments';
import { formatTimestampDay } from '../utils/local-date';
import { LineChart } from './line-chart';
import { byData, focusLater } from '../../../lib/focus-later';
import { BusyButton } from '../../../components/busy-button';


/** The signed-in person's saved results: a chart of the totals over time, and the same as a table. */
export function AssessmentHistory({ instrument }: { instrument: InstrumentId }) {
  const definition = instruments[instrument];
  const history = useAssessments(instrument, true);
  const remove = useDeleteAssessment(instrument);
  // A saved result is deleted only after the person says so, as journal entries and conversations are.
  const [confirming, setConfirming] = useState<SavedAssessment | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // What the last delete did, said where the focus lands (a row vanishing says nothing to a screen reader).
  const [deleted, setDeleted] = useState<{ text: string; n: number } | null>(null);
  const deletedNotice = useRef<HTMLDivElement>(null);
  // Focus is placed by hand once the dialog has gone (its own return would aim at a button that may be gone).
  const keep = () => {
    const id = confirming?.id;
    setConfirming(null);
    // Kept: back to the row's Delete button.
    if (id) focusLater(byData('data-delete-result', id));
  };
  const confirmDelete = () => {
    if (!confirming) return;
    const day = formatTimestampDay(confirming.createdAt);
    remove.mutate(confirming.id, {
      onSuccess: () => {
        setConfirming(null);
        setDeleted((previous) => ({ text: `Your ${definition.name} result of ${day} has been deleted.`, n: (previous?.n ?? 0) + 1 }));
        // The row and its button are gone: the message saying so takes the focus, and is read out.
        focusLater(() => deletedNotice.current);
      },
      onError: () => {
        setConfirming(null);
        // Not deleted: the failure is an alert; the list's heading takes the focus, so the keyboard is not lost.
        focusLater(() => heading.current);
      },
    });
  };

  let content;
  if (history.isPending) {
    content = (
      <Stack gap="xs" role="status" aria-label="Loading your saved results">
        <Skeleton h={16} />
        <Skeleton h={16} w="60%" />
      </Stack>
    );
  } else if (history.isError) {
    content = (
      <Alert color="gray" variant="light" title="We couldn’t load your saved results">
        <Text size="sm">{history.error.message}</Text>
        <BusyButton size="xs" variant="default" mt="sm" onClick={() => void history.refetch()} loading={history.isFetching}>
          Try again
        </BusyButton>
      </Alert>
    );
  } else if (history.data.length === 0) {
    content = <Text c="dimmed">No saved results yet. When you save a result, it appears here so you can see how things change.</Text>;
  } else {
    const results = history.data;
    const first = Date.parse(results[0]!.createdAt);
    const last = Date.parse(results.at(-1)!.createdAt);
    const span = Math.max(1, last - first);
    const points = results.map((r) => ({
      x: results.length === 1 ? 0.5 : (Date.parse(r.createdAt) - first) / span,
      y: r.total,
      label: `${formatTimestampDay(r.createdAt)}: ${r.total} (${r.bandLabel.toLowerCase()})`,
    }));
    const latest = results.at(-1)!;
    content = (
      <Stack gap="md">
        <LineChart
          title={`${definition.name} scores over time`}
          summary={`${results.length} saved ${results.length === 1 ? 'result' : 'results'} from ${formatTimestampDay(results[0]!.createdAt)} to ${formatTimestampDay(latest.createdAt)}; the latest is ${latest.total} out of ${definition.maxScore} (${latest.bandLabel.toLowerCase()}).`}
          points={points}
          yMin={0}
          yMax={definition.maxScore}
          yTicks={definition.bands.map((b) => ({ value: b.min, label: String(b.min) })).concat({ value: definition.maxScore, label: String(definition.maxScore) })}
          xTicks={results.length === 1 ? [{ x: 0.5, label: formatTimestampDay(latest.createdAt) }] : [
            { x: 0, label: formatTimestampDay(results[0]!.createdAt) },
            { x: 1, label: formatTimestampDay(latest.createdAt) },
          ]}
          labelWidth={32}
          testId="assessment-chart"
        />
        <Table.ScrollContainer minWidth={260}>
          {/* Narrow cell padding: at Mantine's default the row's Delete button was cut off on a 360 px phone. */}
          <Table striped horizontalSpacing={6} data-testid="assessment-history">
            <Table.Caption>Your saved {definition.name} results, oldest first</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Date</Table.Th>
                <Table.Th scope="col">Score</Table.Th>
                <Table.Th scope="col">Band</Table.Th>
                <Table.Th scope="col">
                  <span className="visually-hidden">Actions</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {results.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{formatTimestampDay(r.createdAt)}</Table.Td>
                  <Table.Td>
                    {r.total} / {definition.maxScore}
                  </Table.Td>
                  <Table.Td>{r.bandLabel}</Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => {
                        setDeleted(null);
                        setConfirming(r);
                      }}
                      aria-label={`Delete the result of ${formatTimestampDay(r.createdAt)}`}
                      data-delete-result={r.id}
                    >
                      Delete
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {remove.error ? (
          <Alert color="red" variant="light" role="alert">
            {remove.error.message}
          </Alert>
        ) : null}
        <Modal opened={confirming !== null} onClose={keep} title="Delete this result?" centered returnFocus={false}>
          {confirming ? (
            <Stack gap="md">
              <Text size="sm">
                Your {definition.name} result of {formatTimestampDay(confirming.createdAt)} ({confirming.total} out of {definition.maxScore},{' '}
                {confirming.bandLabel.toLowerCase()}) will be deleted. This cannot be undone.
              </Text>
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={keep}>
                  Keep it
                </Button>
                <BusyButton color="red" onClick={confirmDelete} loading={remove.isPending}>
                  Delete the result
                </BusyButton>
              </Group>
            </Stack>
          ) : null}
        </Modal>
      </Stack>
    );
  }

  return (
    <section aria-labelledby={`${instrument}-history-heading`}>
      <Title order={3} id={`${instrument}-history-heading`} ref={heading} tabIndex={-1}>
        Your saved {definition.name} results
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Only you can see these. They are included when you download your data, and deleted with your account.
      </Text>
      {deleted ? (
        <Alert key={deleted.n} ref={deletedNotice} tabIndex={-1} role="status" color="harbour" variant="light" mb="sm">
          {deleted.text}
        </Alert>
      ) : null}
      {content}
    </section>
  );
}
