import { loadConfig } from '@heirloom/config';
import { Logger } from '@nestjs/common';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { invitationEmail } from './invitation-email';
import { MailService } from './mail.service';

describe(MailService.name, () => {
  const config = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'heirloom-mail-')), ...env });

  describe('send', () => {
    it('logs only the kind and address of a message it cannot send: never its subject, body, link or token', async () => {
      const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
      const service = new MailService(config());
      expect(service.enabled).toBe(false);
      const message = invitationEmail({
        to: 'guest@example.com',
        familyName: 'The Smiths',
        inviterName: 'Ada',
        acceptUrl: 'http://localhost:3000/invitations/abc123',
        expiresAt: new Date('2030-01-01T00:00:00Z'),
      });
      await service.send(message);
      expect(log).toHaveBeenCalledWith('SMTP_URL is not set; not sending the invitation e-mail to guest@example.com');
      const logged = log.mock.calls.flat().join('\n');
      for (const secret of ['abc123', 'The Smiths', 'Ada']) expect(logged).not.toContain(secret);
      log.mockRestore();
    });

    it('is enabled when SMTP_URL is set', () => {
      expect(new MailService(config({ SMTP_URL: 'smtp://127.0.0.1:2525' })).enabled).toBe(true);
    });
  });
});

describe(invitationEmail.name, () => {
  it('escapes names in the HTML part', () => {
    const message = invitationEmail({
      to: 'x@example.com',
      familyName: '<script>alert(1)</script>',
      inviterName: 'Eve & Co',
      acceptUrl: 'https://a.example/invitations/t',
      expiresAt: new Date(),
    });
    expect(message.html).not.toContain('<script>');
    expect(message.html).toContain('&lt;script&gt;');
    expect(message.html).toContain('Eve &amp; Co');
  });
});
