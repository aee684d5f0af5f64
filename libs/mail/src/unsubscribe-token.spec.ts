import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';

describe('unsubscribe tokens', () => {
  const secret = 'a server secret';

  it('reads back who and what a token it signed turns off', () => {
    expect(readUnsubscribeToken(secret, unsubscribeToken(secret, 42, 'mentions'))).toEqual({ userId: 42, kind: 'mentions' });
    expect(readUnsubscribeToken(secret, unsubscribeToken(secret, 7, 'digest'))).toEqual({ userId: 7, kind: 'digest' });
  });

  it('refuses a token signed with another secret, for another person or kind, or malformed', () => {
    const token = unsubscribeToken(secret, 42, 'comments');
    const [, , signature] = token.split('.');
    expect(readUnsubscribeToken('another secret', token)).toBeNull();
    expect(readUnsubscribeToken(secret, `43.comments.${signature}`)).toBeNull();
    expect(readUnsubscribeToken(secret, `42.mentions.${signature}`)).toBeNull();
    expect(readUnsubscribeToken(secret, `42.comments.${signature.slice(1)}`)).toBeNull();
    expect(readUnsubscribeToken(secret, 'nonsense')).toBeNull();
  });
});
