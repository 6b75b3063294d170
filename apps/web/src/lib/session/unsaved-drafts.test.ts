import { afterEach, describe, expect, it } from 'vitest';
import { draftFor, draftKeysOf, dropAllDrafts, dropDraft, hasDraft, keepDraft, keepOnlyDraftsOf } from './unsaved-drafts';

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
});
