import { Alert, Anchor, Button, Group, Paper, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PHQ9_SELF_HARM_ITEM_INDEX, SCREENING_DISCLAIMER, instruments, scoreAssessment, type AssessmentResult, type InstrumentId } from '@wellbeing/shared/screening';
import { draftFor, dropDraft, handOverDraft } from '../../../lib/session/unsaved-drafts';
import { useSessionUser } from '../../../lib/session/use-session-user';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { useSaveAssessment } from '../api/save-assessment';
import { emptyAnswers, firstUnanswered, isComplete, needsCrisisHelpNow, type Answer } from '../utils/assessment';
import { AssessmentHistory } from './assessment-history';
import { AssessmentResultView } from './assessment-result';
import { CrisisSupportAlert } from './crisis-support-alert';
import { BusyButton } from '../../../components/busy-button';
import { RequiredRadioGroup } from '../../../components/forms/required-radio-group';

const TOOLS_PATH = '/get-support/interactive-tools';
/** Answers handed to the log-in that "Log in" under a result starts (lib/session/unsaved-drafts.ts). */
const draftKey = (instrument: InstrumentId) => `assessment:${instrument}`;

/** Said where the button was, and focused: the button that had the focus is gone. */
function SavedNotice() {
  const notice = useFocusOnMount<HTMLDivElement>();
  return (
    <Alert ref={notice} tabIndex={-1} role="status" color="harbour" variant="light">
      Saved to your history. Only you can see it.
    </Alert>
  );
}

function SaveArea({ instrument, answers, isSignedIn }: { instrument: InstrumentId; answers: readonly Answer[]; isSignedIn: boolean }) {
  const save = useSaveAssessment();
  if (!isSignedIn) {
    return (
      <Text size="sm" data-testid="assessment-not-saved">
        Your answers stay in this browser: nothing has been sent to Harbour.{' '}
        <Anchor
          component={Link}
          to={`/login?returnTo=${encodeURIComponent(`${TOOLS_PATH}?tool=${instrument}`)}`}
          onClick={() => handOverDraft(draftKey(instrument), [...answers])}
          underline="always"
        >
          Log in
        </Anchor>{' '}
        if you want to save results and see how they change over time: this result will be waiting to save.
      </Text>
    );
  }
  if (save.isSuccess) return <SavedNotice />;
  return (
    <Stack gap="xs">
      <Text size="sm">Saving is up to you. Only you can see your saved results, and you can delete them at any time.</Text>
      <Group>
        <BusyButton onClick={() => save.mutate({ instrument, answers: [...answers] })} loading={save.isPending}>
          Save to my history
        </BusyButton>
      </Group>
      {save.error ? (
        <Alert color="red" variant="light" role="alert">
          {save.error.message}
        </Alert>
      ) : null}
    </Stack>
  );
}

/**
 * PHQ-9 or GAD-7 on one page, one radio group per question (arrow keys move between answers). Scoring
 * happens here in the browser with the shared scoring; nothing is sent unless a signed-in person saves.
 */
export function Assessment({ instrument }: { instrument: InstrumentId }) {
  const definition = instruments[instrument];
  const user = useSessionUser();
  const formRef = useRef<HTMLFormElement>(null);
  // Answers handed over by "Log in" under a result come back once, with their result, ready to save.
  const [restored] = useState(() => {
    const handed = user ? draftFor<Answer[]>(draftKey(instrument), user.uid) : undefined;
    return handed && handed.length === definition.items.length && isComplete(handed) ? handed : undefined;
  });
  useEffect(() => dropDraft(draftKey(instrument)), [instrument]);
  const [answers, setAnswers] = useState<(Answer | null)[]>(() => restored ?? emptyAnswers(instrument));
  const [result, setResult] = useState<AssessmentResult | null>(() => (restored ? scoreAssessment(instrument, restored) : null));
  const [showMissing, setShowMissing] = useState(false);
  const answeredCount = answers.filter((a) => a !== null).length;

  const answer = (index: number, value: string) => {
    setAnswers((previous) => previous.map((a, i) => (i === index ? (Number(value) as Answer) : a)));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isComplete(answers)) {
      setShowMissing(true);
      const index = firstUnanswered(answers);
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${instrument}-q${index + 1}"]`)?.focus();
      return;
    }
    setResult(scoreAssessment(instrument, answers));
  };

  const restart = () => {
    setAnswers(emptyAnswers(instrument));
    setResult(null);
    setShowMissing(false);
  };

  return (
    <Stack gap="lg" data-testid={`assessment-${instrument}`}>
      <div>
        <Text>{definition.screensFor}.</Text>
        <Text size="sm" c="dimmed" mt={4}>
          {definition.items.length} questions, about {Math.ceil(definition.items.length / 3)} minutes. {SCREENING_DISCLAIMER}
        </Text>
      </div>

      {result && isComplete(answers) ? (
        <AssessmentResultView
          result={result}
          onRestart={restart}
          saveArea={
            <Stack gap="sm">
              {restored && user ? (
                <Text size="sm" data-testid="assessment-restored">
                  This is the result you saw before logging in. Save it if you would like to keep it.
                </Text>
              ) : null}
              <SaveArea instrument={instrument} answers={answers} isSignedIn={user !== null} />
            </Stack>
          }
        />
      ) : (
        <form ref={formRef} onSubmit={submit} noValidate aria-describedby={`${instrument}-stem`}>
          <Stack gap="md">
            <Text fw={600} id={`${instrument}-stem`}>
              {definition.stem}
            </Text>
            {definition.items.map((item, index) => {
              const isMissing = showMissing && answers[index] === null;
              return (
                <Paper key={item.id} withBorder p="md" data-testid="assessment-question">
                  <RequiredRadioGroup
                    showAsterisk={false}
                    name={`${instrument}-q${index + 1}`}
                    label={`${index + 1}. ${item.text}`}
                    value={answers[index] === null ? null : String(answers[index])}
                    onChange={(value) => answer(index, value)}
                    error={isMissing ? 'Choose an answer for this question.' : undefined}
                    styles={{ label: { fontWeight: 600, marginBottom: 8 } }}
                  >
                    {/* One answer a line on a phone, in order; side by side where there is room. */}
                    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" verticalSpacing="xs" mt={4}>
                      {definition.options.map((option) => (
                        <Radio key={option.value} value={String(option.value)} label={option.label} aria-invalid={isMissing || undefined} />
                      ))}
                    </SimpleGrid>
                  </RequiredRadioGroup>
                  {instrument === 'phq9' && index === PHQ9_SELF_HARM_ITEM_INDEX && needsCrisisHelpNow(instrument, answers) ? (
                    <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>
                      <CrisisSupportAlert />
                    </div>
                  ) : null}
                </Paper>
              );
            })}
            <Text size="sm" c="dimmed">
              {answeredCount} of {definition.items.length} answered
            </Text>
            {showMissing && !isComplete(answers) ? (
              <Alert color="red" variant="light" role="alert">
                Please answer every question to see your result.
              </Alert>
            ) : null}
            <Group>
              <Button type="submit">See my result</Button>
            </Group>
          </Stack>
        </form>
      )}

      {user ? (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <AssessmentHistory instrument={instrument} />
        </Paper>
      ) : null}
    </Stack>
  );
}
