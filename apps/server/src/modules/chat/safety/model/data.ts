/**
 * The labelled sets the models learn from, each tagged with the set it came from so that
 * cross-validation can hold out a whole set (a different writer or round) at a time.
 *
 * The chat reads eleven models (decision 007, "AH"): C learns from the first ten sets (C_SETS); I from fifteen
 * (I_SETS): the ten, then the contrast, short wants, everyday turns, crisis turns and quiet ideation sets, written
 * later as training data by helpers who opened no code and no set (each file's header says what it holds); J from
 * twenty-five (J_SETS): I's fifteen and the former blind sets 10 to 19, spent since the twenty-second session; L from
 * thirty-one (L_SETS): J's twenty-five, the former blind sets 20 to 23, spent since the twenty-third session, the
 * body-words set (written that session to tune the rules, decision 007, "W′") and the asks set (what people ask the
 * chat for: comfort, a joke, a pep talk). K, trained that session on twenty-nine of them, did not ship (decision 007,
 * "X"). M learns from thirty-nine (M_SETS): L's thirty-one and the former blind sets 24 to 31 (24 to 27 spent in the
 * twenty-third session, 28 to 31 in the twenty-fourth). N learns from forty-three (N_SETS): M's thirty-nine and the
 * former blind sets 32 to 35, spent in the twenty-fifth session. O, added in the twenty-seventh session
 * (decision 007, "AD"), learns from fifty-six (O_SETS): N's forty-three, the former blind sets 36 to 47 (spent in the
 * twenty-sixth session) and the quiet-arrangements set, written then as training data. P, added in the same
 * session (decision 007, "AE"), learns from sixty (P_SETS): O's fifty-six and the former blind sets 48 to 51. Q, the
 * twenty-eighth session's candidate (decision 007, "AF"), learns from sixty-four (Q_SETS): P's sixty and the former
 * blind sets 52 to 55. R (decision 007, "AG") learns from Q's sets with hidden-layer sentence heads. S, the
 * twenty-ninth session's candidate (decision 007, "AH"), learns from seventy-two (S_SETS): Q's sixty-four and the
 * former blind sets 56 to 63, with R's procedure.
 *
 * All share dataset.ts's labelling policy.
 *  - The first five are the rules' tuning sets; the sixth, seventh and eighth (dataset-sixth.ts,
 *    dataset-seventh.ts, dataset-eighth.ts) were written as training data for the model: indirect crises,
 *    short replies read through earlier turns, the same meaning in many voices, and everyday messages that
 *    share words with crises.
 *  - 'blind-2' and 'blind-3' were blind sets 2 and 3 until each had measured two models (decision 007);
 *    'blind-10' to 'blind-63' were blind sets 10 to 63 until each had judged a candidate (dataset-former-blind-*.ts).
 * The blind sets (safety-eval/blind.ts) are deliberately NOT imported here, nor anywhere under model/
 * (evaluate.ts scores whatever set its caller passes it).
 */
import { formerBlindSet10 } from '../dataset-former-blind-10.js';
import { formerBlindSet11 } from '../dataset-former-blind-11.js';
import { formerBlindSet12 } from '../dataset-former-blind-12.js';
import { formerBlindSet13 } from '../dataset-former-blind-13.js';
import { formerBlindSet14 } from '../dataset-former-blind-14.js';
import { formerBlindSet15 } from '../dataset-former-blind-15.js';
import { formerBlindSet16 } from '../dataset-former-blind-16.js';
import { formerBlindSet17 } from '../dataset-former-blind-17.js';
import { formerBlindSet18 } from '../dataset-former-blind-18.js';
import { formerBlindSet19 } from '../dataset-former-blind-19.js';
import { formerBlindSet20 } from '../dataset-former-blind-20.js';
import { formerBlindSet21 } from '../dataset-former-blind-21.js';
import { formerBlindSet22 } from '../dataset-former-blind-22.js';
import { formerBlindSet23 } from '../dataset-former-blind-23.js';
import { formerBlindSet24 } from '../dataset-former-blind-24.js';
import { formerBlindSet25 } from '../dataset-former-blind-25.js';
import { formerBlindSet26 } from '../dataset-former-blind-26.js';
import { formerBlindSet27 } from '../dataset-former-blind-27.js';
import { formerBlindSet28 } from '../dataset-former-blind-28.js';
import { formerBlindSet29 } from '../dataset-former-blind-29.js';
import { formerBlindSet30 } from '../dataset-former-blind-30.js';
import { formerBlindSet31 } from '../dataset-former-blind-31.js';
import { formerBlindSet32 } from '../dataset-former-blind-32.js';
import { formerBlindSet33 } from '../dataset-former-blind-33.js';
import { formerBlindSet34 } from '../dataset-former-blind-34.js';
import { formerBlindSet35 } from '../dataset-former-blind-35.js';
import { formerBlindSet36 } from '../dataset-former-blind-36.js';
import { formerBlindSet37 } from '../dataset-former-blind-37.js';
import { formerBlindSet38 } from '../dataset-former-blind-38.js';
import { formerBlindSet39 } from '../dataset-former-blind-39.js';
import { formerBlindSet40 } from '../dataset-former-blind-40.js';
import { formerBlindSet41 } from '../dataset-former-blind-41.js';
import { formerBlindSet42 } from '../dataset-former-blind-42.js';
import { formerBlindSet43 } from '../dataset-former-blind-43.js';
import { formerBlindSet44 } from '../dataset-former-blind-44.js';
import { formerBlindSet45 } from '../dataset-former-blind-45.js';
import { formerBlindSet46 } from '../dataset-former-blind-46.js';
import { formerBlindSet47 } from '../dataset-former-blind-47.js';
import { formerBlindSet48 } from '../dataset-former-blind-48.js';
import { formerBlindSet49 } from '../dataset-former-blind-49.js';
import { formerBlindSet50 } from '../dataset-former-blind-50.js';
import { formerBlindSet51 } from '../dataset-former-blind-51.js';
import { formerBlindSet52 } from '../dataset-former-blind-52.js';
import { formerBlindSet53 } from '../dataset-former-blind-53.js';
import { formerBlindSet54 } from '../dataset-former-blind-54.js';
import { formerBlindSet55 } from '../dataset-former-blind-55.js';
import { formerBlindSet56 } from '../dataset-former-blind-56.js';
import { formerBlindSet57 } from '../dataset-former-blind-57.js';
import { formerBlindSet58 } from '../dataset-former-blind-58.js';
import { formerBlindSet59 } from '../dataset-former-blind-59.js';
import { formerBlindSet60 } from '../dataset-former-blind-60.js';
import { formerBlindSet61 } from '../dataset-former-blind-61.js';
import { formerBlindSet62 } from '../dataset-former-blind-62.js';
import { formerBlindSet63 } from '../dataset-former-blind-63.js';
import { quietArrangementsSet } from '../dataset-quiet-arrangements.js';
import { asksSet } from '../dataset-asks.js';
import { bodyWordsSet } from '../dataset-body-words.js';
import { freshSet } from '../../safety-eval/fresh-set.js';
import { independentSet } from '../../safety-eval/independent-set.js';
import { addedMessages } from '../dataset-added.js';
import { eighthSet } from '../dataset-eighth.js';
import { formerBlindSet2 } from '../dataset-former-blind-2.js';
import { formerBlindSet3 } from '../dataset-former-blind-3.js';
import { seventhSet } from '../dataset-seventh.js';
import { sixthSet } from '../dataset-sixth.js';
import { labelledMessages } from '../dataset.js';
import { contrastSet } from '../dataset-contrast.js';
import { crisisTurnsSet } from '../dataset-crisis-turns.js';
import { everydayTurnsSet } from '../dataset-everyday-turns.js';
import { quietIdeationSet } from '../dataset-quiet-ideation.js';
import { shortWantsSet } from '../dataset-short-wants.js';
import { heldOutMessages } from '../held-out.js';
import type { RiskLevel } from '../risk.js';

export type SetName =
  | 'dataset' | 'added' | 'held-out' | 'independent' | 'fresh' | 'sixth' | 'blind-2' | 'blind-3' | 'seventh' | 'eighth'
  | 'contrast' | 'short-wants' | 'everyday-turns' | 'crisis-turns' | 'quiet-ideation'
  | 'blind-10' | 'blind-11' | 'blind-12' | 'blind-13' | 'blind-14' | 'blind-15' | 'blind-16' | 'blind-17' | 'blind-18' | 'blind-19'
  | 'blind-20' | 'blind-21' | 'blind-22' | 'blind-23' | 'body-words' | 'asks' | 'blind-24' | 'blind-25' | 'blind-26' | 'blind-27'
  | 'blind-28' | 'blind-29' | 'blind-30' | 'blind-31' | 'blind-32' | 'blind-33' | 'blind-34' | 'blind-35'
  | 'blind-36' | 'blind-37' | 'blind-38' | 'blind-39' | 'blind-40' | 'blind-41' | 'blind-42' | 'blind-43' | 'blind-44' | 'blind-45'
  | 'blind-46' | 'blind-47' | 'quiet-arrangements' | 'blind-48' | 'blind-49' | 'blind-50' | 'blind-51'
  | 'blind-52' | 'blind-53' | 'blind-54' | 'blind-55'
  | 'blind-56' | 'blind-57' | 'blind-58' | 'blind-59' | 'blind-60' | 'blind-61' | 'blind-62' | 'blind-63';

/** Model C's ten sets (weights.json, sentence-weights.json). */
export const C_SETS: readonly SetName[] = ['dataset', 'added', 'held-out', 'independent', 'fresh', 'sixth', 'blind-2', 'blind-3', 'seventh', 'eighth'];
/** Model I's fifteen sets (weights-i.json, sentence-weights-i.json). */
export const I_SETS: readonly SetName[] = [...C_SETS, 'contrast', 'short-wants', 'everyday-turns', 'crisis-turns', 'quiet-ideation'];
/** Model J's twenty-five sets (weights-j.json, sentence-weights-j.json): I's fifteen and the spent blind sets 10 to 19. */
export const J_SETS: readonly SetName[] = [
  ...I_SETS,
  'blind-10', 'blind-11', 'blind-12', 'blind-13', 'blind-14', 'blind-15', 'blind-16', 'blind-17', 'blind-18', 'blind-19',
];
/**
 * Model L's thirty-one sets (weights-l.json, sentence-weights-l.json; decision 007's "Y"): J's twenty-five,
 * the spent blind sets 20 to 23, the body-words tuning set (dataset-body-words.ts) and the asks set (dataset-asks.ts).
 */
export const L_SETS: readonly SetName[] = [...J_SETS, 'blind-20', 'blind-21', 'blind-22', 'blind-23', 'body-words', 'asks'];
/**
 * Model M's thirty-nine sets (weights-m.json, sentence-weights-m.json; decision 007's "Z"): L's thirty-one and the
 * spent blind sets 24 to 31.
 */
export const M_SETS: readonly SetName[] = [
  ...L_SETS,
  'blind-24', 'blind-25', 'blind-26', 'blind-27', 'blind-28', 'blind-29', 'blind-30', 'blind-31',
];
/**
 * Model N's forty-three sets (weights-n.json, sentence-weights-n.json; decision 007's "AA"): M's thirty-nine and the
 * spent blind sets 32 to 35.
 */
export const N_SETS: readonly SetName[] = [...M_SETS, 'blind-32', 'blind-33', 'blind-34', 'blind-35'];
/**
 * Model O's fifty-six sets (weights-o.json, sentence-weights-o.json; decision 007's "AD"): N's forty-three, the spent
 * blind sets 36 to 47 and the quiet-arrangements set (dataset-quiet-arrangements.ts).
 */
export const O_SETS: readonly SetName[] = [
  ...N_SETS,
  'blind-36', 'blind-37', 'blind-38', 'blind-39', 'blind-40', 'blind-41', 'blind-42', 'blind-43', 'blind-44', 'blind-45', 'blind-46', 'blind-47',
  'quiet-arrangements',
];
/**
 * Model P's sixty sets (weights-p.json, sentence-weights-p.json; decision 007's "AE"): O's fifty-six and the spent
 * blind sets 48 to 51.
 */
export const P_SETS: readonly SetName[] = [...O_SETS, 'blind-48', 'blind-49', 'blind-50', 'blind-51'];
/**
 * Model Q's sixty-four sets (weights-q.json, sentence-weights-q.json; decision 007's "AF"): P's sixty and the spent
 * blind sets 52 to 55.
 */
export const Q_SETS: readonly SetName[] = [...P_SETS, 'blind-52', 'blind-53', 'blind-54', 'blind-55'];
/**
 * Model S's seventy-two sets (weights-s.json, hidden-weights-s.json; decision 007's "AH"): Q's sixty-four and the
 * spent blind sets 56 to 63.
 */
export const S_SETS: readonly SetName[] = [
  ...Q_SETS,
  'blind-56', 'blind-57', 'blind-58', 'blind-59', 'blind-60', 'blind-61', 'blind-62', 'blind-63',
];
/** Every set, in the order cross-validation numbers its folds (new sets go last, so older models rebuild unchanged). */
export const SET_NAMES: readonly SetName[] = S_SETS;

/**
 * Each model the chat reads: the sets it learns from, where its two weights files are, what its sentence heads are
 * (linear, sentence-train.ts; or with one hidden layer, hidden-train.ts), and how cross-validation holds data out to
 * choose its thresholds (cv.ts's `folds`): one set at a time ('loso'), or, for O to S, ten groups of whole sets
 * ('groups', decision 007's "AD": about a fifth of the trainings). R shares Q's n-gram file and T shares S's: the
 * same procedure on the same sets gives the same file. T's sentence heads read both encoders (`encoders`, decision
 * 007's "AI"); the others read USE alone.
 */
export const TRAINED_MODELS = {
  c: { name: 'C', sets: C_SETS, ngramFile: 'weights.json', sentenceFile: 'sentence-weights.json', head: 'linear', cv: 'loso' },
  i: { name: 'I', sets: I_SETS, ngramFile: 'weights-i.json', sentenceFile: 'sentence-weights-i.json', head: 'linear', cv: 'loso' },
  j: { name: 'J', sets: J_SETS, ngramFile: 'weights-j.json', sentenceFile: 'sentence-weights-j.json', head: 'linear', cv: 'loso' },
  l: { name: 'L', sets: L_SETS, ngramFile: 'weights-l.json', sentenceFile: 'sentence-weights-l.json', head: 'linear', cv: 'loso' },
  m: { name: 'M', sets: M_SETS, ngramFile: 'weights-m.json', sentenceFile: 'sentence-weights-m.json', head: 'linear', cv: 'loso' },
  n: { name: 'N', sets: N_SETS, ngramFile: 'weights-n.json', sentenceFile: 'sentence-weights-n.json', head: 'linear', cv: 'loso' },
  o: { name: 'O', sets: O_SETS, ngramFile: 'weights-o.json', sentenceFile: 'sentence-weights-o.json', head: 'linear', cv: 'groups' },
  p: { name: 'P', sets: P_SETS, ngramFile: 'weights-p.json', sentenceFile: 'sentence-weights-p.json', head: 'linear', cv: 'groups' },
  q: { name: 'Q', sets: Q_SETS, ngramFile: 'weights-q.json', sentenceFile: 'sentence-weights-q.json', head: 'linear', cv: 'groups' },
  r: { name: 'R', sets: Q_SETS, ngramFile: 'weights-q.json', sentenceFile: 'hidden-weights-r.json', head: 'hidden', cv: 'groups' },
  s: { name: 'S', sets: S_SETS, ngramFile: 'weights-s.json', sentenceFile: 'hidden-weights-s.json', head: 'hidden', cv: 'groups' },
  t: { name: 'T', sets: S_SETS, ngramFile: 'weights-s.json', sentenceFile: 'hidden-weights-t.json', head: 'hidden', cv: 'groups', encoders: 'use+minilm' },
} as const;
export type TrainedModel = (typeof TRAINED_MODELS)[keyof typeof TRAINED_MODELS];

/**
 * The model a training script's `--model=c|i|…|s` names (`fallback` when absent); `head`, when given, is the kind of
 * sentence heads the script builds, and a model with the other kind is refused.
 */
export function trainedModelFromArgs(args: readonly string[], fallback: keyof typeof TRAINED_MODELS = 'c', head?: TrainedModel['head']): TrainedModel {
  const key = args.find((a) => a.startsWith('--model='))?.slice('--model='.length) ?? fallback;
  const keys = Object.keys(TRAINED_MODELS).filter((k) => !head || TRAINED_MODELS[k as keyof typeof TRAINED_MODELS].head === head);
  if (!keys.includes(key)) throw new Error(`--model must be one of ${keys.join(', ')}, not "${key}"`);
  return TRAINED_MODELS[key as keyof typeof TRAINED_MODELS];
}

export interface Example {
  text: string;
  previous: readonly string[];
  label: RiskLevel;
  set: SetName;
}

const added = new Set<object>(addedMessages);

function tag(set: SetName, messages: ReadonlyArray<{ text: string; previous?: string[]; label: RiskLevel }>): Example[] {
  return messages.map((m) => ({ text: m.text, previous: m.previous ?? [], label: m.label, set }));
}

/** Every example of the given sets (C's by default), in a fixed order (I_SETS' order, then file order). */
export function allExamples(sets: readonly SetName[] = C_SETS): Example[] {
  const all = [
    // labelledMessages = dataset.ts's own messages followed by addedMessages; split them again.
    ...tag('dataset', labelledMessages.filter((m) => !added.has(m))),
    ...tag('added', addedMessages),
    ...tag('held-out', heldOutMessages),
    ...tag('independent', independentSet),
    ...tag('fresh', freshSet),
    ...tag('sixth', sixthSet),
    ...tag('blind-2', formerBlindSet2),
    ...tag('blind-3', formerBlindSet3),
    ...tag('seventh', seventhSet),
    ...tag('eighth', eighthSet),
    ...tag('contrast', contrastSet),
    ...tag('short-wants', shortWantsSet),
    ...tag('everyday-turns', everydayTurnsSet),
    ...tag('crisis-turns', crisisTurnsSet),
    ...tag('quiet-ideation', quietIdeationSet),
    ...tag('blind-10', formerBlindSet10),
    ...tag('blind-11', formerBlindSet11),
    ...tag('blind-12', formerBlindSet12),
    ...tag('blind-13', formerBlindSet13),
    ...tag('blind-14', formerBlindSet14),
    ...tag('blind-15', formerBlindSet15),
    ...tag('blind-16', formerBlindSet16),
    ...tag('blind-17', formerBlindSet17),
    ...tag('blind-18', formerBlindSet18),
    ...tag('blind-19', formerBlindSet19),
    ...tag('blind-20', formerBlindSet20),
    ...tag('blind-21', formerBlindSet21),
    ...tag('blind-22', formerBlindSet22),
    ...tag('blind-23', formerBlindSet23),
    ...tag('body-words', bodyWordsSet),
    ...tag('asks', asksSet),
    ...tag('blind-24', formerBlindSet24),
    ...tag('blind-25', formerBlindSet25),
    ...tag('blind-26', formerBlindSet26),
    ...tag('blind-27', formerBlindSet27),
    ...tag('blind-28', formerBlindSet28),
    ...tag('blind-29', formerBlindSet29),
    ...tag('blind-30', formerBlindSet30),
    ...tag('blind-31', formerBlindSet31),
    ...tag('blind-32', formerBlindSet32),
    ...tag('blind-33', formerBlindSet33),
    ...tag('blind-34', formerBlindSet34),
    ...tag('blind-35', formerBlindSet35),
    ...tag('blind-36', formerBlindSet36),
    ...tag('blind-37', formerBlindSet37),
    ...tag('blind-38', formerBlindSet38),
    ...tag('blind-39', formerBlindSet39),
    ...tag('blind-40', formerBlindSet40),
    ...tag('blind-41', formerBlindSet41),
    ...tag('blind-42', formerBlindSet42),
    ...tag('blind-43', formerBlindSet43),
    ...tag('blind-44', formerBlindSet44),
    ...tag('blind-45', formerBlindSet45),
    ...tag('blind-46', formerBlindSet46),
    ...tag('blind-47', formerBlindSet47),
    ...tag('quiet-arrangements', quietArrangementsSet),
    ...tag('blind-48', formerBlindSet48),
    ...tag('blind-49', formerBlindSet49),
    ...tag('blind-50', formerBlindSet50),
    ...tag('blind-51', formerBlindSet51),
    ...tag('blind-52', formerBlindSet52),
    ...tag('blind-53', formerBlindSet53),
    ...tag('blind-54', formerBlindSet54),
    ...tag('blind-55', formerBlindSet55),
    ...tag('blind-56', formerBlindSet56),
    ...tag('blind-57', formerBlindSet57),
    ...tag('blind-58', formerBlindSet58),
    ...tag('blind-59', formerBlindSet59),
    ...tag('blind-60', formerBlindSet60),
    ...tag('blind-61', formerBlindSet61),
    ...tag('blind-62', formerBlindSet62),
    ...tag('blind-63', formerBlindSet63),
  ];
  return all.filter((e) => sets.includes(e.set));
}
