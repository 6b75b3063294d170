import { Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { BREATHING_PATTERNS, DEFAULT_BREATHING_PATTERN, breathingMomentAt, phaseAnnouncement, totalSeconds, type BreathingPatternId } from '../utils/breathing';

type RunState = 'idle' | 'running' | 'paused' | 'finished';

const SMALL = 0.55;
const LARGE = 1;

/**
 * A paced breathing guide. The circle grows while you breathe in and shrinks while you breathe out; the
 * phase and count are always written out too. Screen readers hear each phase once as it starts (a polite
 * live region), never every second. With reduced motion the circle does not move: text only.
 */
export function BreathingExercise() {
  const [patternId, setPatternId] = useState<BreathingPatternId>(DEFAULT_BREATHING_PATTERN);
  const [state, setState] = useState<RunState>('idle');
  const [elapsed, setElapsed] = useState(0);
  const prefersReducedMotion = useReducedMotion();
  /** Start, Pause, Continue and Start again are one button that changes its words (the focus stays on it). */
  const mainButton = useRef<HTMLButtonElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [starts, setStarts] = useState(0);
  const pattern = BREATHING_PATTERNS[patternId];
  const moment = breathingMomentAt(pattern, elapsed);
  const minutes = Math.max(1, Math.round(totalSeconds(pattern) / 60));

  useEffect(() => {
    if (state !== 'running') return;
    const timer = window.setInterval(() => setElapsed((s) => s + 1), 1000);
    return () => window.clearInterval(timer);
  }, [state]);

  // Once the guide has drawn its running state (count and round), bring it and its buttons into view.
  useEffect(() => {
    if (starts > 0) stage.current?.scrollIntoView({ block: 'nearest', behavior: prefersReducedMotion ? 'auto' : 'smooth' });
  }, [starts, prefersReducedMotion]);

  useEffect(() => {
    if (state === 'running' && elapsed >= totalSeconds(pattern)) setState('finished');
  }, [elapsed, pattern, state]);

  const start = () => {
    setElapsed(0);
    setState('running');
    setStarts((n) => n + 1);
  };
  const stop = () => {
    setState('idle');
    setElapsed(0);
  };
  const choosePattern = (id: string) => {
    setPatternId(id as BreathingPatternId);
    stop();
  };

  const isActive = state === 'running' || state === 'paused';
  // Only a change of phase (or the end) changes this text, so the live region speaks once per phase.
  const announcement = state === 'finished' ? phaseAnnouncement(pattern, breathingMomentAt(pattern, totalSeconds(pattern))) : isActive ? phaseAnnouncement(pattern, { ...moment, secondsLeft: 0 }) : '';
  const scale = !isActive ? SMALL : moment.phase.kind === 'in' ? LARGE : moment.phase.kind === 'out' ? SMALL : moment.phaseIndex === 1 ? LARGE : SMALL;
  const phaseText = state === 'finished' ? 'Well done' : isActive ? moment.phase.label : 'Ready when you are';

  return (
    <Stack gap="md" data-testid="breathing-exercise" data-reduced-motion={prefersReducedMotion ? 'true' : 'false'}>
      <SegmentedControl
        value={patternId}
        onChange={choosePattern}
        data={Object.values(BREATHING_PATTERNS).map((p) => ({ value: p.id, label: p.shortName }))}
        aria-label="Breathing pattern"
        fullWidth
      />
      <Text>
        <strong>{pattern.name}.</strong> {pattern.summary}
      </Text>
      <Text size="sm" c="dimmed">
        Sit comfortably, and stop if you feel light-headed. {pattern.rounds} rounds take about {minutes} {minutes === 1 ? 'minute' : 'minutes'}.
      </Text>

      {/* The buttons come before the guide, so Start is in view on a phone without scrolling; starting brings
          the buttons and the guide into view together. */}
      <Stack gap="md" ref={stage} data-testid="breathing-stage">
        <Group gap="sm">
          {state === 'running' ? (
            <Button ref={mainButton} variant="default" onClick={() => setState('paused')}>
              Pause
            </Button>
          ) : state === 'paused' ? (
            <Button ref={mainButton} onClick={() => setState('running')}>
              Continue
            </Button>
          ) : (
            <Button ref={mainButton} onClick={start}>
              {state === 'finished' ? 'Start again' : 'Start'}
            </Button>
          )}
          {isActive ? (
            <Button
              variant="default"
              onClick={() => {
                stop();
                // Stop goes with the exercise: the focus goes to Start, not to the top of the page.
                mainButton.current?.focus();
              }}
            >
              Stop
            </Button>
          ) : null}
        </Group>
        <Paper withBorder p="lg" style={{ display: 'grid', justifyItems: 'center', gap: 'var(--mantine-spacing-md)' }}>
          {prefersReducedMotion ? null : (
            <div
              aria-hidden="true"
              data-testid="breathing-circle"
              style={{
                width: 180,
                height: 180,
                borderRadius: '50%',
                background: 'var(--mantine-primary-color-light)',
                border: '3px solid var(--harbour-graphic)',
                transform: `scale(${scale})`,
                transition: state === 'running' ? `transform ${moment.phase.kind === 'hold' ? 0.3 : moment.phase.seconds}s ease-in-out` : 'transform 0.4s ease-out',
              }}
            />
          )}
          <div style={{ textAlign: 'center' }} aria-hidden="true">
            <Text size="xl" fw={700} data-testid="breathing-phase">
              {phaseText}
            </Text>
            {isActive ? (
              <Text size="lg" data-testid="breathing-count">
                {moment.secondsLeft}
              </Text>
            ) : null}
            {isActive ? (
              <Text size="sm" c="dimmed">
                Round {moment.round + 1} of {pattern.rounds}
                {state === 'paused' ? ' · paused' : ''}
              </Text>
            ) : null}
          </div>
          <div className="visually-hidden" aria-live="polite" data-testid="breathing-announcement">
            {announcement}
          </div>
        </Paper>

      </Stack>
    </Stack>
  );
}
