export type BreathingPatternId = '4-7-8' | 'box';

export interface BreathingPhase {
  kind: 'in' | 'hold' | 'out';
  seconds: number;
  /** What the guide says, e.g. "Breathe in". */
  label: string;
}

export interface BreathingPattern {
  id: BreathingPatternId;
  name: string;
  summary: string;
  phases: readonly BreathingPhase[];
  rounds: number;
}

export const BREATHING_PATTERNS: Record<BreathingPatternId, BreathingPattern> = {
  '4-7-8': {
    id: '4-7-8',
    name: '4-7-8 breathing',
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
