import { AppConfig } from '@heirloom/config';
import { AuditRepository } from '@heirloom/database';
import { JobsHold } from '@heirloom/jobs';
import { ExpiredAuditSweeper } from '@heirloom/processors';
import { auditRows } from '../support/audit';
import { addMember, createFamily, createUser, TestUser } from '../support/factories';
import { uploadPhoto } from '../support/photos';
import { TestApp } from '../support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('Reading the audit trail', () => {
  let app: TestApp;
  let platform: TestUser;
  let fay: TestUser;
  let max: TestUser;
  let bea: TestUser;
  let familyId: number;
  let otherFamilyId: number;
  let photoId: number;

  beforeAll(async () => {
    app = await TestApp.start({ env: { AUDIT_DAYS: '30' } });
    platform = await createUser(app, { name: 'Pat Platform' });
    fay = await createUser(app, { name: 'Fay Familyadmin' });
    max = await createUser(app, { name: 'Max Member' });
    bea = await createUser(app, { name: 'Bea Otheradmin' });
    familyId = await createFamily(fay, 'The Audited');
    otherFamilyId = await createFamily(bea, 'The Others');
    await addMember(fay, familyId, max);
    await addMember(bea, otherFamilyId, max);
    photoId = (await uploadPhoto(max, familyId)).id;
    await max.agent.delete(`/api/photos/${photoId}`).expect(204);
    const other = await uploadPhoto(max, otherFamilyId);
    await max.agent.delete(`/api/photos/${other.id}`).expect(204);
  });

  afterAll(async () => {
    await app?.stop();
  });

  const page = (user: TestUser, path: string) => user.agent.get(path);

  it("answers a family admin their family's events only, newest first, in the event contract", async () => {
    const { body } = await page(fay, `/api/families/${familyId}/audit`).expect(200);
    expect(body.pagination).toEqual({ page: 1, per_page: 20, has_next: false });
    expect(body.events.map((event: { action: string }) => event.action)).toEqual(['photo.trashed', 'member.added', 'invitation.created']);
    expect(body.events.every((event: { family: { id: number } }) => event.family.id === familyId)).toBe(true);
    expect(body.events[0]).toEqual({
      id: expect.any(Number),
      action: 'photo.trashed',
      actor: { id: max.id, name: max.name },
      family: { id: familyId, name: 'The Audited' },
      target: { type: 'photo', id: photoId, label: expect.stringMatching(/\.jpg$/) },
      ip: expect.stringMatching(/127\.0\.0\.1$/),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      details: null,
    });
    const others = (await page(bea, `/api/families/${otherFamilyId}/audit`).expect(200)).body.events;
    expect(others.map((event: { family: { id: number } }) => event.family.id)).toEqual([otherFamilyId, otherFamilyId, otherFamilyId]);
  });

  it('refuses a plain member (403), an outsider (404), anyone signed out (401), and a family admin the admin route (403)', async () => {
    expect((await page(max, `/api/families/${familyId}/audit`).expect(403)).body).toEqual({ error: "Only family admins can see the family's audit trail" });
    expect((await page(bea, `/api/families/${familyId}/audit`).expect(404)).body).toEqual({ error: 'Family not found' });
    expect((await page(platform, `/api/families/${familyId}/audit`).expect(404)).body).toEqual({ error: 'Family not found' });
    await app.request().get(`/api/families/${familyId}/audit`).expect(401);
    await app.request().get('/api/admin/audit').expect(401);
    expect((await page(fay, '/api/admin/audit').expect(403)).body).toEqual({ error: 'This needs platform administrator rights' });
  });

  it('answers a platform admin every event, filtered by person, action and dates, page by page', async () => {
    const all = (await page(platform, '/api/admin/audit?per_page=100').expect(200)).body.events;
    expect(all.length).toBe((await auditRows(app)).length);
    const byMax = (await page(platform, `/api/admin/audit?actor_id=${max.id}&per_page=100`).expect(200)).body.events;
    expect(byMax.length).toBeGreaterThan(0);
    expect(byMax.every((event: { actor: { id: number } }) => event.actor.id === max.id)).toBe(true);
    const trashed = (await page(platform, '/api/admin/audit?action=photo.trashed').expect(200)).body.events;
    expect(trashed.map((event: { family: { id: number } }) => event.family.id).sort()).toEqual([familyId, otherFamilyId].sort());
    const today = new Date().toISOString().slice(0, 10);
    expect((await page(platform, `/api/admin/audit?action=photo.trashed&from=${today}&to=${today}`).expect(200)).body.events).toHaveLength(2);
    expect((await page(platform, '/api/admin/audit?action=photo.trashed&to=2020-01-01').expect(200)).body.events).toEqual([]);
    const later = new Date(Date.now() + 60_000).toISOString();
    expect((await page(platform, `/api/admin/audit?from=${later}`).expect(200)).body.events).toEqual([]);
    const first = (await page(platform, '/api/admin/audit?action=photo.trashed&per_page=1').expect(200)).body;
    const second = (await page(platform, '/api/admin/audit?action=photo.trashed&per_page=1&page=2').expect(200)).body;
    expect([first.pagination.has_next, second.pagination.has_next]).toEqual([true, false]);
    expect([...first.events, ...second.events]).toEqual(trashed);
    // A family admin's filters stay inside their family.
    const mine = (await page(fay, `/api/families/${familyId}/audit?action=photo.trashed&actor_id=${max.id}`).expect(200)).body.events;
    expect(mine.map((event: { family: { id: number } }) => event.family.id)).toEqual([familyId]);
  });

  it.each([
    ['action=photo.eaten', /action must be one of/],
    ['actor_id=abc', /actor_id must be a whole number/],
    ['actor_id=0', /actor_id must be at least 1/],
    ['from=yesterday', /from must be a date/],
    ['to=2026-13-45', /to must be a date/],
    ['from=2026-02-01&to=2026-01-01', /from must not be after to/],
    ['per_page=101', /per_page must be at most 100/],
    ['page=0', /page must be at least 1/],
    ['colour=red', /property colour should not exist/],
  ])('refuses ?%s with 400 naming the field', async (query, message) => {
    expect((await page(platform, `/api/admin/audit?${query}`).expect(400)).body.error).toMatch(message);
    expect((await page(fay, `/api/families/${familyId}/audit?${query}`).expect(400)).body.error).toMatch(message);
  });

  it('purges what is older than AUDIT_DAYS (30 here) with the clock given, and nothing newer', async () => {
    const events = app.app.get(AuditRepository);
    const now = Date.now();
    await events.add({ action: 'password.changed', actor: { id: fay.id, name: fay.name } }, undefined, new Date(now - 31 * DAY_MS));
    await events.add({ action: 'password.changed', actor: { id: fay.id, name: fay.name } }, undefined, new Date(now - 29 * DAY_MS));
    const before = await auditRows(app);
    const sweeper = new ExpiredAuditSweeper(app.config as AppConfig, events, app.app.get(JobsHold));
    expect(await sweeper.sweep(now)).toBe(1);
    const after = await auditRows(app);
    expect(after).toHaveLength(before.length - 1);
    expect(after.filter((row) => row.action === 'password.changed').map((row) => Math.round((now - row.createdAt.getTime()) / DAY_MS))).toEqual([29]);
    // Thirty-one days on, everything goes; the job is registered wherever jobs run (here, in-process).
    expect(await sweeper.sweep(now + 31 * DAY_MS)).toBe(after.length);
    expect(await auditRows(app)).toEqual([]);
    if (app.mode === 'embedded') expect(app.app.get(ExpiredAuditSweeper, { strict: false })).toBeInstanceOf(ExpiredAuditSweeper);
  });
});
