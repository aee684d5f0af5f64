import { describe, expect, it } from 'vitest';
import { readPhotoLinkState } from './photoList';

describe('readPhotoLinkState', () => {
  it('reads the list a photo was opened from', () => {
    const state = { from: '/timeline?person_ids=3', list: { kind: 'timeline', familyIds: [1, 2], order: 'asc', personIds: [3] } };
    expect(readPhotoLinkState(state)).toEqual(state);
    expect(readPhotoLinkState({ from: '/search?q=lake', list: { kind: 'search', q: 'lake' } })?.list).toEqual({ kind: 'search', q: 'lake' });
    expect(readPhotoLinkState({ from: '/on-this-day', list: { kind: 'onThisDay', day: '2026-11-27' } })?.from).toBe('/on-this-day');
    // A list started at a decade (the decade jump) is walked from there.
    const started = { from: '/families/1?decade=1980', list: { kind: 'family', familyId: 1, from: '1989-12-31' } };
    expect(readPhotoLinkState(started)).toEqual(started);
  });

  it('has none for a deep link or state it cannot trust', () => {
    expect(readPhotoLinkState(null)).toBeNull();
    expect(readPhotoLinkState({ from: 'https://evil.example/', list: { kind: 'family', familyId: 1 } })).toBeNull();
    expect(readPhotoLinkState({ from: '//evil.example/', list: { kind: 'family', familyId: 1 } })).toBeNull();
    expect(readPhotoLinkState({ from: '/families/1', list: { kind: 'family', familyId: '1' } })).toBeNull();
    expect(readPhotoLinkState({ from: '/timeline', list: { kind: 'timeline', familyIds: [1], order: 'sideways' } })).toBeNull();
    expect(readPhotoLinkState({ from: '/timeline', list: { kind: 'timeline', familyIds: [1], order: 'desc', from: '1980s' } })).toBeNull();
    expect(readPhotoLinkState({ from: '/albums/1', list: { kind: 'album' } })).toBeNull();
    expect(readPhotoLinkState({ from: '/x', list: { kind: 'unknown' } })).toBeNull();
  });
});
