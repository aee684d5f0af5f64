import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './clipboard';

describe('copyText', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('uses the Clipboard API in a secure context', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    vi.stubGlobal('isSecureContext', true);
    expect(await copyText('https://photos.example.org/invitations/abc')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://photos.example.org/invitations/abc');
  });

  it('falls back to the copy command over plain HTTP, and leaves no field behind', async () => {
    vi.stubGlobal('isSecureContext', false);
    const copied: string[] = [];
    document.execCommand = vi.fn(() => {
      copied.push(document.querySelector('textarea')!.value);
      return true;
    });
    expect(await copyText('http://nas.local:3000/invitations/abc')).toBe(true);
    expect(copied).toEqual(['http://nas.local:3000/invitations/abc']);
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('answers false when neither way copies', async () => {
    vi.stubGlobal('isSecureContext', false);
    document.execCommand = vi.fn(() => false);
    expect(await copyText('x')).toBe(false);
  });
});
