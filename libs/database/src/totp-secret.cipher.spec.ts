import { TotpSecretCipher } from './totp-secret.cipher';

describe(TotpSecretCipher.name, () => {
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  const cipher = new TotpSecretCipher('the session secret');

  it('encrypts to a new v1 value each time, which decrypts back for the same account only', () => {
    const stored = cipher.encrypt(secret, 7);
    expect(stored).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(stored).not.toContain(secret);
    expect(stored.length).toBeLessThanOrEqual(128);
    expect(cipher.encrypt(secret, 7)).not.toBe(stored);
    expect(cipher.decrypt(stored, 7)).toBe(secret);
    expect(cipher.decrypt(stored, 8)).toBeNull();
  });

  it('refuses another key, an altered value and a plain secret', () => {
    const stored = cipher.encrypt(secret, 7);
    expect(new TotpSecretCipher('another installation').decrypt(stored, 7)).toBeNull();
    const flipped = `${stored.slice(0, -2)}${stored.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(cipher.decrypt(flipped, 7)).toBeNull();
    expect(cipher.decrypt('v1.short', 7)).toBeNull();
    expect(cipher.decrypt(secret, 7)).toBeNull();
    expect(TotpSecretCipher.isEncrypted(secret)).toBe(false);
  });
});
