import { afterEach, describe, expect, it } from 'vitest';
import { draftFor, draftKeysOf, dropAllDrafts, dropDraft, HAND_OVER_MS, handOverDraft, hasDraft, keepDraft, keepOnlyDraftsOf } from './unsaved-drafts';

describe('unsaved drafts kept across a lost session', () => {
  afterEach(() => dropAllDrafts());

  it('gives a draft back only to the person who wrote it', () => {
    keepDraft('journal:new', 'uid-a', { note: 'a hard day' });
    expect(draftFor('journal:new', 'uid-a')).toEqual({ note: 'a hard day' });
    expect(draftFor('journal:new', 'uid-b')).toBeUndefined();
    expect(draftFor('journal:other', 'uid-a')).toBeUndefined();
  });

  it('forgets other people’s drafts when someone else logs in, and all of them at a deliberate log out', () => {
    keepDraft('journal:new', 'uid-a', { note: 'a' });
    keepDraft('journal:e1', 'uid-b', { note: 'b' });
    expect(draftKeysOf('journal:', 'uid-b')).toEqual(['e1']);
    keepOnlyDraftsOf('uid-b');
    expect(hasDraft('journal:')).toBe(true);
    expect(draftFor('journal:new', 'uid-a')).toBeUndefined();
    expect(draftFor('journal:e1', 'uid-b')).toEqual({ note: 'b' });
    dropAllDrafts();
    expect(hasDraft('journal:')).toBe(false);
  });

  it('drops a draft once it is saved or given up', () => {
    keepDraft('journal:new', 'uid-a', { note: 'a' });
    dropDraft('journal:new');
    expect(draftFor('journal:new', 'uid-a')).toBeUndefined();
    expect(hasDraft('journal:')).toBe(false);
  });

  it('gives work handed over before a log-in to the next person who logs in, only within the hand-over time', () => {
    handOverDraft('assessment:gad7', [1, 2, 3], 1_000);
    expect(draftFor('assessment:gad7', 'uid-a')).toBeUndefined();
    keepOnlyDraftsOf('uid-a', 1_000 + HAND_OVER_MS);
    expect(draftFor('assessment:gad7', 'uid-a')).toEqual([1, 2, 3]);
    // Taken once: the next person to log in does not get it too.
    keepOnlyDraftsOf('uid-b', 2_000);
    expect(draftFor('assessment:gad7', 'uid-b')).toBeUndefined();

    handOverDraft('assessment:phq9', [0], 1_000);
    keepOnlyDraftsOf('uid-a', 1_001 + HAND_OVER_MS);
    expect(draftFor('assessment:phq9', 'uid-a')).toBeUndefined();
    expect(hasDraft('assessment:phq9')).toBe(false);
  });
});
