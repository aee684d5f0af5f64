import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readFixtureZip, writeFixtureZip } from '../../../libs/backup/src/testing/zip-fixture';
import { createFamily, createUser } from '../support/factories';
import { binary, storedFiles, uploadPhoto } from '../support/photos';
import { Hostile, HOSTILE_COOKIES, HOSTILE_RANGES, HOSTILE_IDS, hostileQueryValues, hostileValues, MALFORMED_BODIES, PathIds, RouteRow, ROUTES } from './hostile-input.corpus';
import { expectHealthy, HostileCase, runBatch, useHostileWorld } from './hostile-input.support';

jest.setTimeout(300_000);

/** The corpus of hostile-input.corpus.ts against every route; uploads are in hostile-upload.e2e-spec.ts. */
describe('Hostile input', () => {
  const world = useHostileWorld();
  const batch = (cases: HostileCase[]) => runBatch(world, cases);
  const healthy = () => expectHealthy(world);

  const fill = (path: string, overrides: Partial<PathIds> = {}) => path.replace(/:(\w+)/g, (_, name: keyof PathIds) => overrides[name] ?? world.ids[name]);
  const call = (row: RouteRow, path = fill(row.path)) => world.admin.agent[row.method](path);

  it('has a row for every route of the API that takes a path parameter, a query or a body', async () => {
    const paths: Record<string, Record<string, { parameters?: unknown[]; requestBody?: unknown }>> = (await world.admin.agent.get('/api/docs-json').expect(200)).body.paths;
    const withInput = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => (operation.parameters?.length ?? 0) > 0 || operation.requestBody !== undefined)
        .map(([method]) => `${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(withInput.length).toBeGreaterThan(30);
    expect(withInput.filter((route) => !ROUTES.some((row) => `${row.method} ${row.path}` === route))).toEqual([]);
  });

  const withParams = ROUTES.filter((row) => row.path.includes(':'));
  it.each(withParams.map((row) => [`${row.method.toUpperCase()} ${row.path}`, row] as const))('%s refuses malformed path parameters', async (_, row) => {
    const names = [...row.path.matchAll(/:(\w+)/g)].map((match) => match[1] as keyof PathIds);
    const statusOf = (name: keyof PathIds) => (typeof row.badParamStatus === 'number' ? row.badParamStatus : (row.badParamStatus?.[name] ?? 400));
    await batch(
      names.flatMap((name) => {
        const status = statusOf(name);
        return HOSTILE_IDS.map((hostile) => ({
          label: `${name} ${hostile.label}`,
          send: () => call(row, fill(row.path, { [name]: String(hostile.value) })).send(row.body?.valid() ?? {}),
          statuses: [status],
          field: status === 400 ? (row.paramField?.[name] ?? 'id') : undefined,
        }));
      }),
    );
  });

  const withBody = ROUTES.filter((row) => row.body);
  it.each(withBody.map((row) => [`${row.method.toUpperCase()} ${row.path}`, row] as const))('%s refuses hostile JSON fields, missing and extra ones', async (_, row) => {
    const { fields, valid } = row.body!;
    const required = Object.keys(valid()).filter((name) => name in fields);
    await batch([
      ...Object.entries(fields).flatMap(([name, rule]) =>
        hostileValues(rule).map((hostile: Hostile) => ({
          label: `${name} ${hostile.label}`,
          send: () => call(row).send({ ...valid(), [name]: hostile.value }),
          statuses: hostile.statuses,
          field: name,
        })),
      ),
      ...required.map((name) => ({
        label: `${name} missing`,
        send: () => {
          const body = valid();
          delete body[name];
          return call(row).send(body);
        },
        field: name,
      })),
      { label: 'an extra field', send: () => call(row).send({ ...valid(), is_admin_now: true }), field: 'is_admin_now' },
    ]);
  });

  it.each(withBody.map((row) => [`${row.method.toUpperCase()} ${row.path}`, row] as const))('%s refuses bodies that are not a JSON object', async (_, row) => {
    await batch(
      MALFORMED_BODIES.map(({ label, contentType, body, statuses, headers }) => ({
        label,
        send: () => call(row).set({ 'Content-Type': contentType, ...headers }).send(body),
        statuses,
      })),
    );
  });

  const withQuery = ROUTES.filter((row) => row.query);
  it.each(withQuery.map((row) => [`${row.method.toUpperCase()} ${row.path}`, row] as const))('%s refuses hostile query parameters', async (_, row) => {
    const valid = Object.fromEntries(Object.entries(row.query!).filter(([, rule]) => rule.kind === 'search').map(([name]) => [name, 'lake']));
    await batch(
      Object.entries(row.query!).flatMap(([name, rule]) =>
        hostileQueryValues(rule).map((hostile) => ({
          label: `${name} ${hostile.label}`,
          send: () => call(row).query({ ...valid, [name]: hostile.value }),
          statuses: hostile.statuses,
          field: name === 'family_ids' ? 'family_ids' : name,
        })),
      ),
    );
  });

  it('treats forged and broken session cookies as not signed in', async () => {
    await batch(
      HOSTILE_COOKIES.flatMap((cookie) => [
        { label: `GET with ${cookie.label}`, send: () => world.app.request().get('/api/auth/me').set('Cookie', String(cookie.value)), statuses: [401] },
        { label: `POST with ${cookie.label}`, send: () => world.app.request().post('/api/families').set('Cookie', String(cookie.value)).send({ name: 'x' }), statuses: [401] },
      ]),
    );
  });

  it('answers hostile Range headers with the whole file, one exact range, or 416 {error}', async () => {
    const path = `/api/photos/${world.ids.photoId}/file`;
    const whole: Buffer = (await world.admin.agent.get(path).buffer(true).parse(binary).expect(200)).body;
    const failures: string[] = [];
    for (const { label, value, status } of HOSTILE_RANGES) {
      const response = await world.admin.agent.get(path).set('Range', value).buffer(true).parse(binary);
      if (response.status !== status) failures.push(`${label}: answered ${response.status}`);
      else if (status === 416) {
        const body = JSON.parse(response.body.toString());
        if (typeof body.error !== 'string' || response.headers['content-range'] !== `bytes */${whole.length}`) failures.push(`${label}: ${response.body}`);
      } else if (status === 200 && Buffer.compare(response.body, whole) !== 0) failures.push(`${label}: not the whole file`);
      else if (status === 206 && (Buffer.compare(response.body, whole) !== 0 || response.headers['content-range'] !== `bytes 0-${whole.length - 1}/${whole.length}`)) {
        failures.push(`${label}: ${response.headers['content-range']}`);
      }
    }
    await healthy();
    expect(failures).toEqual([]);
  });

  describe('text people write', () => {
    /** Right-to-left, combining marks left decomposed, ZWJ sequences, flags, and the other planes. */
    const FAMILY = 'عائلة الأحمد 👨‍👩‍👧‍👦';
    const NAMES = ['محمد الأحمد', 'שרה כהן‎', 'Zoe\u0308 Ångström', '👩🏽‍🔬 Dr. Ünal', '🏳️‍🌈 山田 太郎', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ℌ𝔢𝔯𝔢'];
    const TEXT = 'פיקניק ☀️ على الشاطئ — 1992 👨‍👩‍👧‍👦🇮🇱🇸🇦 e\u0301\u0301 ‏(RTL mark)‏';

    it('stores and returns names and texts exactly as sent', async () => {
      for (const name of NAMES) {
        const user = await createUser(world.app, { name });
        expect(user.name).toBe(name);
        expect((await user.agent.get('/api/auth/me').expect(200)).body.user.name).toBe(name);
      }
      const familyId = await createFamily(world.admin, FAMILY, TEXT);
      expect((await world.admin.agent.get(`/api/families/${familyId}`).expect(200)).body.family).toMatchObject({ name: FAMILY, description: TEXT });

      const photo = await uploadPhoto(world.admin, familyId, { description: TEXT, location: 'תל אביב-יפו 🏙️' });
      expect((await world.admin.agent.get(`/api/photos/${photo.id}`).expect(200)).body.photo).toMatchObject({ description: TEXT, location: 'תל אביב-יפו 🏙️' });
      await world.admin.agent.put(`/api/photos/${photo.id}`).send({ description: NAMES[1] }).expect(200);
      expect((await world.admin.agent.get(`/api/photos/${photo.id}`).expect(200)).body.photo.description).toBe(NAMES[1]);

      const story = (await world.admin.agent.post(`/api/photos/${photo.id}/stories`).send({ content: TEXT }).expect(201)).body.story;
      expect((await world.admin.agent.get(`/api/stories/${story.id}`).expect(200)).body.story.content).toBe(TEXT);
      await world.admin.agent.post(`/api/photos/${photo.id}/comments`).send({ content: TEXT }).expect(201);
      expect((await world.admin.agent.get(`/api/photos/${photo.id}/comments`).expect(200)).body.comments[0].content).toBe(TEXT);

      await world.admin.agent.put(`/api/admin/users/${world.ids.userId}`).send({ name: NAMES[0] }).expect(200);
      expect((await world.admin.agent.get(`/api/admin/users/${world.ids.userId}`).expect(200)).body.user.name).toBe(NAMES[0]);
      await world.admin.agent.get('/api/search').query({ q: 'الأحمد' }).expect(200);
      await world.admin.agent.get('/api/admin/users').query({ search: 'כהן' }).expect(200);
    });

    it('accepts text exactly at the limit in code points, emoji included, and stores it whole', async () => {
      const name = '\u2600\ufe0f'.repeat(50); // 100 code points: the limit of a family name
      const familyId = await createFamily(world.admin, name);
      expect((await world.admin.agent.get(`/api/families/${familyId}`).expect(200)).body.family.name).toBe(name);
      const astral = '𝔘'.repeat(100); // 100 code points, 200 UTF-16 units
      await world.admin.agent.put(`/api/families/${familyId}`).send({ name: astral }).expect(200);
      expect((await world.admin.agent.get(`/api/families/${familyId}`).expect(200)).body.family.name).toBe(astral);
    });
  });

  it('refuses to restore an archive with ../ entries, and leaves the data and files as they were', async () => {
    const created = (await world.admin.agent.post('/api/admin/backup/create').expect(202)).body.backup;
    const poll = async (done: (b: { status: string; restore_status: string | null }) => boolean) => {
      for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
        const backup = (await world.admin.agent.get(`/api/admin/backup/${created.id}`).expect(200)).body.backup;
        if (done(backup)) return backup;
      }
      throw new Error('backup did not finish');
    };
    expect((await poll((b) => b.status !== 'queued' && b.status !== 'running')).status).toBe('completed');
    const archive = join(world.app.config.storageDir, 'backups', `backup-${created.id}.zip`);
    const escapeTo = join(dirname(world.app.config.storageDir), 'escaped-by-restore.txt');
    writeFixtureZip(archive, [...(await readFixtureZip(archive)), { name: 'files/../../escaped-by-restore.txt', data: 'x' }]);

    const familiesBefore = (await world.admin.agent.get('/api/admin/families').query({ per_page: 100 }).expect(200)).body;
    await world.admin.agent.post('/api/families').send({ name: 'Made after the backup' }).expect(201);
    const familiesNow = (await world.admin.agent.get('/api/admin/families').query({ per_page: 100 }).expect(200)).body;
    const filesNow = await storedFiles(world.app);

    await world.admin.agent.post(`/api/admin/backup/${created.id}/restore`).send({ confirm: true }).expect(202);
    const failed = await poll((b) => b.restore_status === 'failed' || b.restore_status === 'completed');
    expect(failed).toMatchObject({ restore_status: 'failed', restore_error: expect.stringMatching(/outside its folder/) });
    expect(existsSync(escapeTo)).toBe(false);
    expect((await world.admin.agent.get('/api/admin/families').query({ per_page: 100 }).expect(200)).body).toEqual(familiesNow);
    expect(familiesNow.total).toBe(familiesBefore.total + 1);
    expect(await storedFiles(world.app)).toEqual(filesNow);
    await healthy();
  });
});

