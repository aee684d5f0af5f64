import { AccessRepository, PhotosRepository, TrashRepository } from '@heirloom/database';
import { InMemoryAccessRepository, InMemoryPhotosRepository, InMemoryRows } from '@heirloom/database/testing';
import { BadRequestException, ForbiddenException, NotFoundException } from '@nestjs/common';
import { AccessService } from '../access/access.service';
import { AuditService } from '../audit/audit.service';
import { AuthUser } from '../auth/auth-user';
import { PeopleFilter } from '../people/people-filter.service';
import { PhotoRelationsService } from './photo-relations.service';
import { PhotosService } from './photos.service';

/** Ada uploaded a photo on 2024-01-01 to a family where Bob is an admin; Eve is an outsider. */
function world() {
  const rows = new InMemoryRows();
  const [ada, bob, eve] = ['Ada', 'Bob', 'Eve'].map((name) => rows.addUser({ name }) as AuthUser);
  const { id: familyId } = rows.addFamily();
  rows.addMember(familyId, ada.id, 'member');
  rows.addMember(familyId, bob.id, 'admin');
  const photo = rows.addPhoto(familyId, ada.id, { uploadDate: new Date('2024-01-01T09:30:00.000Z'), sortDate: '2024-01-01T09:30:00' });
  const trash = {
    moveToTrash: async (id: number, deletedBy: number, at: Date) => {
      const row = rows.photos.find((candidate) => candidate.id === id && candidate.deletedAt === null);
      if (row) Object.assign(row, { deletedAt: at, deletedBy });
      return Boolean(row);
    },
  } as unknown as TrashRepository;
  const access = new AccessService(new InMemoryAccessRepository(rows) as unknown as AccessRepository);
  // No reactions and nobody tagged in these photos (both have their own e2e tests).
  const relations = { of: async () => () => ({ reactions: [], people: [] }), ofOne: async () => ({ reactions: [], people: [] }) } as unknown as PhotoRelationsService;
  const service = new PhotosService(access, new InMemoryPhotosRepository(rows) as unknown as PhotosRepository, trash, relations, {} as PeopleFilter, { record: async () => undefined } as unknown as AuditService);
  const stored = () => rows.photos.find((row) => row.id === photo.id);
  return { rows, service, ada, bob, eve, photo, stored };
}

describe(PhotosService.name, () => {
  describe('update', () => {
    it('turns a fuzzy date into its range, precision and certainty, and orders the photo by its start', async () => {
      const { service, ada, photo, stored } = world();
      const response = await service.update(ada, photo.id, { fuzzy_date: 'summer 1992' });
      expect(response).toMatchObject({ fuzzy_date_text: 'summer 1992', date_range_start: '1992-06-01', date_range_end: '1992-08-31', taken_date: null, sort_date: '1992-06-01T00:00:00', can_edit: true });
      expect(stored()).toMatchObject({ fuzzyDateText: 'summer 1992', dateRangeStart: '1992-06-01', sortDate: '1992-06-01T00:00:00', takenDate: null });
    });

    it('replaces a fuzzy date by an exact day, which pins its calendar day (On This Day)', async () => {
      const { service, ada, photo, stored } = world();
      await service.update(ada, photo.id, { fuzzy_date: 'Christmas 1990' });
      const response = await service.update(ada, photo.id, { taken_date: '1985-07-04' });
      expect(response).toMatchObject({ taken_date: '1985-07-04', fuzzy_date_text: null, date_range_start: null, taken_date_precision: 'day', date_certainty: 'exact', sort_date: '1985-07-04T00:00:00' });
      expect(stored()?.monthDay).toBe('07-04');
    });

    it('clears the date when both are sent empty: the photo goes back to its upload time', async () => {
      const { service, ada, photo, stored } = world();
      await service.update(ada, photo.id, { taken_date: '1985-07-04' });
      expect(await service.update(ada, photo.id, { taken_date: '', fuzzy_date: '' })).toMatchObject({ taken_date: null, sort_date: '2024-01-01T09:30:00' });
      expect(stored()).toMatchObject({ takenDate: null, monthDay: null, sortDate: '2024-01-01T09:30:00' });
    });

    it('leaves the date alone when only the texts change', async () => {
      const { service, ada, photo, stored } = world();
      await service.update(ada, photo.id, { taken_date: '1985-07-04' });
      expect(await service.update(ada, photo.id, { description: 'The lake' })).toMatchObject({ description: 'The lake', taken_date: '1985-07-04' });
      expect(stored()?.sortDate).toBe('1985-07-04T00:00:00');
    });

    it('refuses a date it cannot read with 400, changing nothing', async () => {
      const { service, ada, photo, stored } = world();
      await expect(service.update(ada, photo.id, { fuzzy_date: 'once upon a time' })).rejects.toThrow(BadRequestException);
      expect(stored()?.sortDate).toBe('2024-01-01T09:30:00');
    });

    it('lets only the uploader change it: 403 for a family admin, 404 for an outsider', async () => {
      const { service, bob, eve, photo } = world();
      await expect(service.update(bob, photo.id, { taken_date: '1985-07-04' })).rejects.toThrow(new ForbiddenException('Only the person who uploaded this photo can change it'));
      await expect(service.update(eve, photo.id, { taken_date: '1985-07-04' })).rejects.toThrow(new NotFoundException('Photo not found'));
    });
  });

  describe('get', () => {
    it('says can_edit to the uploader only', async () => {
      const { service, ada, bob, photo } = world();
      expect((await service.get(ada, photo.id)).can_edit).toBe(true);
      expect((await service.get(bob, photo.id)).can_edit).toBe(false);
    });
  });

  describe('delete', () => {
    it('moves the photo to the trash, noting when and by whom: from then on it is not found', async () => {
      const { service, ada, photo, stored } = world();
      await service.delete(ada, photo.id);
      expect(stored()).toMatchObject({ deletedBy: ada.id, deletedAt: expect.any(Date) });
      await expect(service.get(ada, photo.id)).rejects.toBeInstanceOf(NotFoundException);
      await expect(service.delete(ada, photo.id)).rejects.toBeInstanceOf(NotFoundException);
    });
  });
});
