import { describe, expect, it } from 'vitest';
import { isInvitation, safeRedirect, withRedirect } from './redirect';

describe('safeRedirect', () => {
  it('keeps a path of this app, with its query', () => {
    expect(safeRedirect('/invitations/abc123')).toBe('/invitations/abc123');
    expect(safeRedirect('/search?q=beach')).toBe('/search?q=beach');
  });

  it('refuses what would leave the app or loop back to the public pages', () => {
    for (const value of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', null, undefined, '/login', '/register?redirect=/x']) {
      expect(safeRedirect(value)).toBeNull();
    }
  });
});

describe('withRedirect', () => {
  it('adds the encoded target, or nothing', () => {
    expect(withRedirect('/register', '/invitations/a b')).toBe('/register?redirect=%2Finvitations%2Fa+b');
    expect(withRedirect('/login', null)).toBe('/login');
  });
});

describe('isInvitation', () => {
  it('recognises invitation links only', () => {
    expect(isInvitation('/invitations/abc')).toBe(true);
    expect(isInvitation('/photos/3')).toBe(false);
    expect(isInvitation(null)).toBe(false);
  });
});
