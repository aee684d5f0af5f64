import { hashRecoveryCode, newRecoveryCode, newTotpSecret, otpauthUrl, totpCode, totpStep } from './totp';

describe('TOTP', () => {
  const secret = newTotpSecret();
  const at = Date.UTC(2026, 0, 1, 12, 0, 10);
  const step = Math.floor(at / 30_000);

  it('accepts the code of the moment and of the step either side, with its step, and nothing else', () => {
    expect(totpStep(secret, totpCode(secret, at), at)).toBe(step);
    expect(totpStep(secret, totpCode(secret, at - 30_000), at)).toBe(step - 1);
    expect(totpStep(secret, totpCode(secret, at + 30_000), at)).toBe(step + 1);
    expect(totpStep(secret, totpCode(secret, at - 90_000), at)).toBeNull();
    expect(totpStep(newTotpSecret(), totpCode(secret, at), at)).toBeNull();
    expect(totpStep(secret, 'abcdef', at)).toBeNull();
  });

  it('makes an otpauth address with the issuer, the account and the secret', () => {
    expect(otpauthUrl(secret, 'ann@example.com')).toBe(`otpauth://totp/Heirloom:ann%40example.com?issuer=Heirloom&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('makes distinct recovery codes, hashed the same however typed', () => {
    const codes = Array.from({ length: 50 }, newRecoveryCode);
    expect(new Set(codes).size).toBe(50);
    expect(codes[0]).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(hashRecoveryCode(codes[0].toUpperCase().replace('-', ''))).toBe(hashRecoveryCode(codes[0]));
  });
});
