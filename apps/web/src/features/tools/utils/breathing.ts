export type BreathingPatternId = 'calm' | '4-7-8' | 'box';

export interface BreathingPhase {
  kind: 'in' | 'hold' | 'out';
  seconds: number;
  /** What the guide says, e.g. "Breathe in". */
  label: string;
}

export interface BreathingPattern {
  id: BreathingPatternId;
  name: string;
  /** The chooser's label: short enough for three side by side on a 320 px screen. */
  shortName: string;
  summary: string;
  phases: readonly BreathingPhase[];
  rounds: number;
}

/**
 * The first is the one the guide starts with, and the one the crisis page and the chat's crisis response
 * describe in words ("in for four, hold for four, out for six"): the same steps wherever someone meets them.
 */
export const BREATHING_PATTERNS: Record<BreathingPatternId, BreathingPattern> = {
  calm: {
    id: 'calm',
    name: 'Calm breathing',
    shortName: 'Calm',
    summary: 'In for 4, hold for 4, then out slowly for 6. The longer breath out helps your body settle. A good place to start.',
    phases: [
      { kind: 'in', seconds: 4, label: 'Breathe in' },
      { kind: 'hold', seconds: 4, label: 'Hold' },
      { kind: 'out', seconds: 6, label: 'Breathe out' },
    ],
    rounds: 5,
  },
  '4-7-8': {
    id: '4-7-8',
    name: '4-7-8 breathing',
    shortName: '4-7-8',
    summary: 'In through your nose for 4, hold for 7, out slowly through your mouth for 8. Calming before sleep or when panic rises.',
    phases: [
      { kind: 'in', seconds: 4, label: 'Breathe in' },
      { kind: 'hold', seconds: 7, label: 'Hold' },
      { kind: 'out', seconds: 8, label: 'Breathe out' },
    ],
    rounds: 4,
  },
  box: {
    id: 'box',
    name: 'Box breathing',
    shortName: 'Box',
    summary: 'In for 4, hold for 4, out for 4, hold for 4: four equal sides, like a box. Steadying when you feel on edge.',
    phases: [
      { kind: 'in', seconds: 4, label: 'Breathe in' },
      { kind: 'hold', seconds: 4, label: 'Hold' },
      { kind: 'out', seconds: 4, label: 'Breathe out' },
      { kind: 'hold', seconds: 4, label: 'Hold' },
    ],
    rounds: 5,
  },
};

export const DEFAULT_BREATHING_PATTERN: BreathingPatternId = 'calm';

export interface BreathingMoment {
  /** Zero-based round. */
  round: number;
  phaseIndex: number;
  phase: BreathingPhase;
  /** Whole seconds left in this phase, counting down to 1. */
  secondsLeft: number;
  isFinished: boolean;
}

export function cycleSeconds(pattern: BreathingPattern): number {
  return pattern.phases.reduce((sum, p) => sum + p.seconds, 0);
}

export function totalSeconds(pattern: BreathingPattern): number {
  return cycleSeconds(pattern) * pattern.rounds;
}

/** Where the guide is after `elapsed` whole seconds. */
export function breathingMomentAt(pattern: BreathingPattern, elapsed: number): BreathingMoment {
  const cycle = cycleSeconds(pattern);
  const last = pattern.phases.length - 1;
  if (elapsed >= totalSeconds(pattern)) {
    return { round: pattern.rounds - 1, phaseIndex: last, phase: pattern.phases[last]!, secondsLeft: 0, isFinished: true };
  }
  const at = Math.max(0, Math.floor(elapsed));
  const round = Math.floor(at / cycle);
  let offset = at % cycle;
  for (const [phaseIndex, phase] of pattern.phases.entries()) {
    if (offset < phase.seconds) return { round, phaseIndex, phase, secondsLeft: phase.seconds - offset, isFinished: false };
    offset -= phase.seconds;
  }
  return { round, phaseIndex: last, phase: pattern.phases[last]!, secondsLeft: 1, isFinished: false };
}

/** The sentence announced when a phase starts (once, not every second). */
export function phaseAnnouncement(pattern: BreathingPattern, moment: BreathingMoment): string {
  if (moment.isFinished) return 'Finished. Well done. Take a moment before you carry on.';
  const start = moment.phaseIndex === 0 ? `Round ${moment.round + 1} of ${pattern.rounds}. ` : '';
  return `${start}${moment.phase.label} for ${moment.phase.seconds}.`;
}
