/**
 * Fits the stacker (decision 007, "AJ" and "AJ′"; stack-build.ts) and prints AI's, AJ's and AJ′'s leave-one-set-out
 * figures on sets 64 to 71; writes stacker-weights-aj.json only if AJ′'s build condition holds.
 *
 *   npx tsx apps/server/src/modules/chat/safety/model/stack-train.ts           write stacker-weights-aj.json
 *   npx tsx apps/server/src/modules/chat/safety/model/stack-train.ts --check   compare, write nothing
 *
 * Embeds the eight sets with both encoders (about a minute), then fits eighteen small heads (seconds).
 */
import { MiniLmEncoder } from './minilm-encoder.js';
import { SentenceEncoder } from './sentence-encoder.js';
import { writeOrCheck } from './sentence-report.js';
import { buildStacker, readSets, STACK_SETS, type Counts } from './stack-build.js';

const out = (line = ''): void => void process.stdout.write(`${line}\n`);
const row = (name: string, c: Counts | undefined): string =>
  c
    ? `| ${name} | ${c.crisisFound}/${c.crises} (${(c.crisisFound / c.crises).toFixed(3)}) | ${c.crisisAsNone} | ${c.falseAlarms}/${c.nones} (${(c.falseAlarms / c.nones).toFixed(3)}) | ${c.noneToCrisis} | ${(c.elevatedFound / c.elevated).toFixed(3)} |`
    : `| ${name} | — | — | — | — | — |`;

const encoder = new SentenceEncoder();
const second = new MiniLmEncoder();
try {
  const readings = await readSets(encoder, second);
  const built = buildStacker(readings);
  out(`AJ's thresholds chosen out of fold: ${built.oofThresholds ? `crisis ${built.oofThresholds.crisis}, elevated ${built.oofThresholds.elevated}` : 'none qualifies'}`);
  out(`AJ′'s gate chosen out of fold: ${built.gate ?? 'none qualifies'}`);
  out();
  out('| sets 64 to 71 | crisis recall | crises read as none | false alarms | none→crisis | elevated recall |');
  out('|---|---|---|---|---|---|');
  out(row('AI', built.ai));
  out(row('AJ (stacked levels), out of fold', built.outOfFold));
  out(row('AJ′ (AI behind the gate), out of fold', built.gated));
  built.perSet.forEach((s, i) => {
    out(row(`${STACK_SETS[i]!.name}: AI`, s.ai));
    out(row(`${STACK_SETS[i]!.name}: AJ, out of fold`, s.outOfFold));
    out(row(`${STACK_SETS[i]!.name}: AJ′, out of fold`, s.gated));
  });
  if (!built.json) {
    out();
    out('AJ′\'s build condition failed (no gate, or no fewer false alarms than AI out of fold): AJ′ is not built.');
    process.exitCode = 2;
  } else writeOrCheck('stacker-weights-aj.json', built.json);
} finally {
  await encoder.close();
  await second.close();
}
