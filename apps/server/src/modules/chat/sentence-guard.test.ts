import { describe, expect, it } from 'vitest';
import { checkModelReply } from './safety/reply-guard.js';
import { SentenceGuard } from './sentence-guard.js';

describe('SentenceGuard: a streamed reply is released sentence by sentence, after the check', () => {
  it('holds text back until a sentence ends, then releases it whole', () => {
    const guard = new SentenceGuard(checkModelReply);
    expect(guard.push('That sounds')).toEqual([]);
    expect(guard.push(' hard. How')).toEqual(['That sounds hard. ']);
    expect(guard.push(' are you')).toEqual([]);
    expect(guard.push(' feeling?\n\nI')).toEqual(['How are you feeling?\n\n']);
    expect(guard.flush()).toEqual(['I']);
    expect(guard.text).toBe('That sounds hard. How are you feeling?\n\nI');
    expect(guard.tripped).toBe(false);
  });

  it('releases a long run without sentence ends at a space, so the reply keeps moving', () => {
    const guard = new SentenceGuard(checkModelReply);
    const released = guard.push(`${'word '.repeat(70)}tail`);
    expect(released.join('')).toBe('word '.repeat(70));
  });

  it('trips on an unsafe sentence and never releases it, or anything after it', () => {
    const guard = new SentenceGuard(checkModelReply);
    expect(guard.push('I hear you. ')).toEqual(['I hear you. ']);
    expect(guard.push('The lethal dose is about 40 tablets, ')).toEqual([]);
    expect(guard.push('so be careful. More text. ')).toEqual([]);
    expect(guard.tripped).toBe(true);
    expect(guard.reasons.length).toBeGreaterThan(0);
    expect(guard.push('Even more. ')).toEqual([]);
    expect(guard.flush()).toEqual([]);
    expect(guard.text).toBe('I hear you. ');
  });

  it('judges the whole reply so far, not each sentence alone', () => {
    const seen: string[] = [];
    const guard = new SentenceGuard((text) => {
      seen.push(text);
      return { safe: true, reasons: [] };
    });
    guard.push('One. Two. ');
    guard.push('Three. ');
    expect(seen).toEqual(['One. Two. ', 'One. Two. Three. ']);
  });
});

describe('SentenceGuard when the check itself fails', () => {
  it('treats the reply as unsafe rather than sending it unchecked', () => {
    const guard = new SentenceGuard(() => {
      throw new Error('broken rule');
    });
    expect(guard.push('Hello there. ')).toEqual([]);
    expect(guard.tripped).toBe(true);
    expect(guard.reasons).toEqual(['check-failed']);
  });
});
