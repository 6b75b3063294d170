import type { Kysely } from 'kysely';
import { crisisRegions, seedCrisisLines, type RegionCode } from '@wellbeing/shared/crisis-lines';
import { crisisLineFromSeed, linesForRegion, type CrisisLineView } from '@wellbeing/shared/schemas/tools';
import { CRISIS_PATH } from '@wellbeing/shared/routes';
import type { Database } from '../../db/schema.js';
import { createCrisisLinesRepository } from '../crisis-lines/repository.js';

/**
 * The crisis response: what a person gets instead of a generated reply when the risk check rates their
 * message crisis. Calm and human, lines for their region first, the crisis page, and an offer to stay.
 * Fixed text, never a model's: nothing here can be talked into saying something else.
 */

/** The lines admins keep in the database, else the built-in ones (the crisis response must never be empty). */
export async function crisisLinesFor(db: Kysely<Database>, region: RegionCode, onError: (error: unknown) => void): Promise<CrisisLineView[]> {
  try {
    const lines = linesForRegion(await createCrisisLinesRepository(db).list(), region);
    if (lines.length > 0) return lines;
  } catch (error) {
    onError(error);
  }
  return linesForRegion(seedCrisisLines.map(crisisLineFromSeed), region);
}

function describeLine(line: CrisisLineView): string {
  const ways: string[] = [];
  if (line.phone) ways.push(`call ${line.phone}`);
  if (line.sms) ways.push(line.smsBody ? `text ${line.smsBody} to ${line.sms}` : `text ${line.sms}`);
  if (line.email) ways.push(`email ${line.email}`);
  if (ways.length === 0 && line.url) ways.push(`visit [${new URL(line.url).hostname}](${line.url})`);
  const how = ways.join(', or ');
  return `- **${line.name}**: ${how.charAt(0).toUpperCase()}${how.slice(1)}${line.hours ? ` (${line.hours})` : ''}`;
}

/**
 * How the crisis response opens. `confirmed`: the rules recognised the message. `check-in`: only the learned
 * model did (assess.ts), which is right far more often than not on messages written by people in crisis but
 * also calls some everyday messages a crisis; so it asks directly instead of telling the person what they
 * said. Asking directly about suicide does not put the idea in someone's head; it tells them they can say it.
 */
export type CrisisOpening = 'confirmed' | 'check-in';

const OPENINGS: Record<CrisisOpening, string> = {
  confirmed:
    'I’m really glad you told me, and I’m sorry you’re going through this. What you’ve written sounds serious, and you deserve to talk with a person right now: someone trained to help, who can listen properly. I’m an automated chat, not a crisis service, so I’m going to pause our usual conversation and put that help first.',
  'check-in':
    'I want to check something with you before we go on, because what you wrote could mean you’re thinking about ending your life or hurting yourself. If it does, thank you for telling me, and please talk with a person right now: someone trained to help, who can listen properly. I’m an automated chat, not a crisis service, so that help comes first. If I’ve got it wrong, I’m sorry: tell me a little more and we’ll carry on.',
};

export function crisisResponseText(region: RegionCode, lines: readonly CrisisLineView[], opening: CrisisOpening = 'confirmed'): string {
  const place = crisisRegions.find((r) => r.code === region);
  const emergency = place?.emergencyNumber
    ? `**If you are in immediate danger, or might act on these thoughts soon, call ${place.emergencyNumber} now**${place.alternateEmergencyNumber ? ` (or ${place.alternateEmergencyNumber})` : ''}, or go to the nearest emergency department.`
    : '**If you are in immediate danger, or might act on these thoughts soon, call your local emergency number now**, or go to the nearest emergency department.';
  const where = place && region !== 'INTL' ? ` in ${region === 'US' || region === 'GB' ? 'the ' : ''}${place.name}` : '';
  return [
    OPENINGS[opening],
    emergency,
    `You can reach someone right now, free and confidential${where}:`,
    lines.map(describeLine).join('\n'),
    `There are more options, and some things that can help you stay safe right now, on [Get help now](${CRISIS_PATH}).`,
    // Supporters write here too, about someone else; the same lines help them. Said to everyone, because which
    // of the two a message is cannot be told safely from its words ("my mum is depressed and I want to die").
    'If it’s someone else you’re worried about, these lines can help you work out what to do too, and if they are in immediate danger, call the emergency number above.',
    'I’m still here, and I can stay with you while you reach out. If you’d like, tell me what’s happening right now, or we can slow things down together: breathe in for four, hold for four, and out for six.',
  ].join('\n\n');
}
