import { AppConfig } from '@heirloom/config';
import { AuditRepository, Invitation, TrashRepository } from '@heirloom/database';
import { DataSource } from 'typeorm';
import { JobsHold } from '@heirloom/jobs';
import { ExpiredTrashSweeper, TrashPurger } from '@heirloom/processors';
import { totpCode } from '../../../apps/api/src/two-factor/totp';
import { mintAccountToken, turnOnTwoFactor } from '../support/account-links';
import { auditRowsAfter, lastAuditId } from '../support/audit';
import { backUpAndDownload, restoreThroughApi } from '../support/backups';
import { addMember, createFamily, createUser, PASSWORD, uniqueEmail } from '../support/factories';
import { uploadPhoto } from '../support/photos';
import { TestApp } from '../support/test-app';
import { TOTP_STEP, TotpClock } from '../support/totp-clock';

const DAY_MS = 24 * 60 * 60 * 1000;
const CHANGED_PASSWORD = 'a changed password 1';
const RESET_PASSWORD = 'a reset password 22';
const WRONG_PASSWORD = 'not the password 333';
const SHARE_PASSWORD = 'a share link password 4';

describe('Audit trail: every action once, with its actor, and nothing secret', () => {
  let app: TestApp;
  const clock = new TotpClock();

  beforeAll(async () => {
    app = await TestApp.start({ worker: true });
    clock.attach(app);
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('records the whole flow, survives a restore, and holds no password, token, secret or code', async () => {
    const admin = await createUser(app, { name: 'Pat Platform' });
    const fay = await createUser(app, { name: 'Fay Familyadmin' });
    const max = await createUser(app, { name: 'Max Member' });
    const gone = await createUser(app, { name: 'Gus Gone' });
    const familyId = await createFamily(fay, 'The Audited');
    const otherFamilyId = await createFamily(fay, 'The Deleted');
    const start = await lastAuditId(app);
    const secrets: string[] = [PASSWORD, CHANGED_PASSWORD, RESET_PASSWORD, WRONG_PASSWORD];

    // Members, roles and invitations.
    const maxMemberId = await addMember(fay, familyId, max);
    await fay.agent.put(`/api/families/${familyId}/members/${maxMemberId}`).send({ role: 'admin' }).expect(200);
    const invitee = uniqueEmail('invitee');
    const invited = await fay.agent.post(`/api/families/${familyId}/invitations`).send({ email: invitee, role: 'member' }).expect(201);
    secrets.push(...(await app.app.get(DataSource).getRepository(Invitation).find()).map((invitation) => invitation.token));
    await fay.agent.delete(`/api/invitations/${invited.body.invitation.id}`).expect(204);

    // A share link made (behind a password) and revoked: neither its token nor its password goes into the trail.
    const shared = await uploadPhoto(fay, familyId);
    const link = (await fay.agent.post(`/api/photos/${shared.id}/share-links`).send({ password: SHARE_PASSWORD, allow_download: true }).expect(201)).body.share_link;
    secrets.push(SHARE_PASSWORD, link.url.split('/s/')[1]);
    await fay.agent.delete(`/api/share-links/${link.id}`).expect(200);

    // Photos: into the trash, back, into it again and deleted for good by Max; another purged by the schedule.
    const photo = await uploadPhoto(max, familyId);
    await max.agent.delete(`/api/photos/${photo.id}`).expect(204);
    await max.agent.post(`/api/photos/${photo.id}/restore`).expect(200);
    await max.agent.delete(`/api/photos/${photo.id}`).expect(204);
    await max.agent.delete(`/api/photos/${photo.id}/permanent`).expect(200);
    const expiring = await uploadPhoto(max, familyId);
    await max.agent.delete(`/api/photos/${expiring.id}`).expect(204);
    const sweeper = new ExpiredTrashSweeper(app.config as AppConfig, app.app.get(TrashRepository), app.app.get(TrashPurger, { strict: false }), app.app.get(JobsHold));
    expect(await sweeper.sweep(Date.now() + 31 * DAY_MS)).toBe(1);

    // Signing in: a wrong password on an account, an address nobody uses, then the right one.
    await app.request().post('/api/auth/login').send({ email: max.email, password: WRONG_PASSWORD }).expect(401);
    const nobody = uniqueEmail('nobody');
    secrets.push(nobody);
    await app.request().post('/api/auth/login').send({ email: nobody, password: WRONG_PASSWORD }).expect(401);
    await max.agent.post('/api/auth/login').send({ email: max.email, password: PASSWORD }).expect(200);

    // The password changed, then reset; the address changed by its mailed link.
    await max.agent.put('/api/me/password').send({ current_password: PASSWORD, new_password: CHANGED_PASSWORD }).expect(200);
    const resetToken = await mintAccountToken(app, max, 'reset_password');
    secrets.push(resetToken);
    await max.agent.post('/api/auth/password/reset').send({ token: resetToken, password: RESET_PASSWORD }).expect(200);
    const newEmail = uniqueEmail('moved');
    const confirmToken = await mintAccountToken(app, max, 'change_email', newEmail);
    secrets.push(confirmToken);
    await app.request().post('/api/auth/email/confirm').send({ token: confirmToken }).expect(200);

    // Two-factor sign-in: on, a sign-in with a wrong code then a right one, then off.
    const { secret, recoveryCodes } = await turnOnTwoFactor(max, clock.now);
    secrets.push(secret, ...recoveryCodes, ...recoveryCodes.map((code) => code.replace('-', '')));
    clock.now += TOTP_STEP;
    await max.agent.post('/api/auth/login').send({ email: newEmail, password: RESET_PASSWORD }).expect(200);
    await max.agent.post('/api/auth/login/2fa').send({ code: totpCode(secret, clock.now - 10 * TOTP_STEP) }).expect(401);
    const code = totpCode(secret, clock.now);
    secrets.push(code);
    await max.agent.post('/api/auth/login/2fa').send({ code }).expect(200);
    clock.now += TOTP_STEP;
    await max.agent.post('/api/me/2fa/disable').send({ password: RESET_PASSWORD, code: recoveryCodes[0] }).expect(200);

    // A platform admin's role change and deletion; a member removed; a family deleted.
    await admin.agent.put(`/api/admin/users/${max.id}`).send({ is_admin: true }).expect(200);
    await admin.agent.delete(`/api/admin/users/${gone.id}`).expect(204);
    await fay.agent.delete(`/api/families/${familyId}/members/${maxMemberId}`).expect(204);
    await fay.agent.delete(`/api/families/${otherFamilyId}`).expect(204);

    // Backups: made, downloaded, restored. The trail is not in the archive: it keeps what came before the restore.
    const { id: backupId } = await backUpAndDownload(admin);
    const beforeRestore = await lastAuditId(app);
    await restoreThroughApi(admin, backupId);
    // The restore ended every session: the admin who waited for it signed in again.
    const restoring = await auditRowsAfter(app, beforeRestore);
    expect(restoring.map((row) => row.action).sort()).toEqual(['backup.restored', ...restoring.filter((row) => row.action === 'sign_in.succeeded').map(() => 'sign_in.succeeded')].sort());
    expect(restoring.filter((row) => row.action === 'sign_in.succeeded').every((row) => row.actorId === admin.id)).toBe(true);

    const rows = (await auditRowsAfter(app, start)).filter((row) => row.id <= beforeRestore || row.action === 'backup.restored');
    const byAction = (action: string) => rows.filter((row) => row.action === action);
    const fayRef = { actorId: fay.id, actorName: fay.name };
    const maxRef = { actorId: max.id, actorName: max.name };
    const adminRef = { actorId: admin.id, actorName: admin.name };
    const family = { familyId, familyName: 'The Audited' };
    const expected: Array<[string, Array<Record<string, unknown>>]> = [
      ['invitation.created', [{ ...fayRef, ...family, targetType: 'invitation', targetLabel: max.email }, { ...fayRef, ...family, targetType: 'invitation', targetLabel: invitee }]],
      ['member.added', [{ ...maxRef, ...family, targetType: 'user', targetId: max.id }]],
      ['member.role_changed', [{ ...fayRef, ...family, targetId: max.id, details: '{"role":"admin"}' }]],
      ['invitation.revoked', [{ ...fayRef, ...family, targetLabel: invitee }]],
      ['share_link.created', [{ ...fayRef, ...family, targetType: 'share_link', targetId: link.id, details: '{"kind":"photo","expires_in_days":30,"protected":true,"allow_download":true}' }]],
      ['share_link.revoked', [{ ...fayRef, ...family, targetType: 'share_link', targetId: link.id, details: '{"kind":"photo"}' }]],
      ['photo.trashed', [{ ...maxRef, ...family, targetId: photo.id }, { ...maxRef, ...family, targetId: photo.id }, { ...maxRef, ...family, targetId: expiring.id }]],
      ['photo.restored', [{ ...maxRef, ...family, targetId: photo.id }]],
      ['photo.purged', [{ ...maxRef, ...family, targetId: photo.id, details: '{"scheduled":false}' }, { actorId: null, ...family, targetId: expiring.id, ip: null, details: '{"scheduled":true}' }]],
      [
        'sign_in.failed',
        [
          { ...maxRef, targetId: max.id, details: '{"stage":"password","known_account":true}' },
          { actorId: null, actorName: null, targetType: null, targetId: null, details: '{"stage":"password","known_account":false}' },
          { ...maxRef, details: '{"stage":"two_factor"}' },
        ],
      ],
      ['sign_in.succeeded', [{ ...maxRef, details: '{"method":"password"}' }, { ...maxRef, details: '{"method":"authenticator_app"}' }]],
      ['password.changed', [{ ...maxRef, targetId: max.id }]],
      ['password.reset', [{ ...maxRef, targetId: max.id }]],
      ['email.changed', [{ ...maxRef, targetId: max.id }]],
      ['two_factor.enabled', [maxRef]],
      ['two_factor.disabled', [maxRef]],
      ['user.role_changed', [{ ...adminRef, targetId: max.id, details: '{"platform_admin":true}' }]],
      ['user.deleted', [{ ...adminRef, targetId: gone.id, targetLabel: gone.name }]],
      ['member.removed', [{ ...fayRef, ...family, targetId: max.id, details: '{"left":false}' }]],
      ['family.deleted', [{ ...fayRef, familyId: otherFamilyId, familyName: 'The Deleted', targetType: 'family', targetLabel: 'The Deleted' }]],
      ['backup.created', [{ ...adminRef, targetType: 'backup', targetId: backupId, details: '{"kind":"manual"}', ip: null }]],
      ['backup.downloaded', [{ ...adminRef, targetId: backupId }]],
      ['backup.restored', [{ ...adminRef, targetId: backupId, ip: null }]],
    ];
    for (const [action, events] of expected) {
      expect([action, byAction(action)]).toEqual([action, events.map((event) => expect.objectContaining(event))]);
    }
    expect(rows).toHaveLength(expected.reduce((sum, [, events]) => sum + events.length, 0));
    // Every event asked over HTTP carries the client's address; the schedule's and the worker's carry none.
    for (const row of rows.filter((r) => !['photo.purged', 'backup.created', 'backup.restored'].includes(r.action))) expect([row.action, row.ip]).toEqual([row.action, expect.stringMatching(/127\.0\.0\.1$/)]);

    const stored = JSON.stringify(rows);
    for (const secretText of secrets) expect(stored).not.toContain(secretText);
    expect(await app.app.get(AuditRepository).getPage({}, 0, 1)).toHaveLength(1);
  });
});
