import { identityFromClaims } from './oidc-identity';

describe(identityFromClaims.name, () => {
  const issuer = 'https://id.example.com';

  it('reads the subject, a normalised verified address and the name', () => {
    expect(identityFromClaims(issuer, { sub: 'abc', email: ' Ada@Example.COM ', email_verified: true, name: '  Ada   Lovelace ' })).toEqual({
      issuer,
      subject: 'abc',
      email: 'ada@example.com',
      emailVerified: true,
      name: 'Ada Lovelace',
    });
  });

  it('takes "true" as verified, and nothing else', () => {
    expect(identityFromClaims(issuer, { sub: 'a', email: 'a@example.com', email_verified: 'true' }).emailVerified).toBe(true);
    for (const value of [undefined, false, 'false', 1, 'yes', null]) {
      expect(identityFromClaims(issuer, { sub: 'a', email: 'a@example.com', email_verified: value }).emailVerified).toBe(false);
    }
  });

  it('never counts a missing or malformed address as verified', () => {
    for (const email of [undefined, '', 'not an address', 'a@b@', `${'x'.repeat(250)}@example.com`, 42]) {
      expect(identityFromClaims(issuer, { sub: 'a', email, email_verified: true })).toMatchObject({ email: null, emailVerified: false });
    }
  });

  it('falls back from the name to given and family names, the user name, then the address', () => {
    expect(identityFromClaims(issuer, { sub: 'a', given_name: 'Ada', family_name: 'Lovelace' }).name).toBe('Ada Lovelace');
    expect(identityFromClaims(issuer, { sub: 'a', preferred_username: 'ada' }).name).toBe('ada');
    expect(identityFromClaims(issuer, { sub: 'a', email: 'grandpa@example.com' }).name).toBe('grandpa');
    expect(identityFromClaims(issuer, { sub: 'a' }).name).toBe('Family member');
    expect([...identityFromClaims(issuer, { sub: 'a', name: '👵'.repeat(150) }).name]).toHaveLength(100);
  });
});
