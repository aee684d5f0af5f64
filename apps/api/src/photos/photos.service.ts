import type { PhotoPageResponse, PhotoResponse } from '@heirloom/contracts';
import { NewPhoto, Photo, PhotosRepository, TrashRepository } from '@heirloom/database';
import { Injectable, NotFoundException } from '@nestjs/common';
import { PeopleFilter } from '../people/people-filter.service';
import { AccessService } from '../access/access.service';
import { AuditService } from '../audit/audit.service';
import { AuthUser } from '../auth/auth-user';
import { pageWindow, toPage } from '../common/paging/pagination.response';
import { dateWasSent, NO_DATE, readDateInput, sortDateOf } from './photo-date';
import { ListPhotosQueryDto, UpdatePhotoDto } from './photo.dto';
import { toPhotoResponse } from './photo.response';
import { PhotoRelationsService } from './photo-relations.service';

@Injectable()
export class PhotosService {
  constructor(
    private readonly access: AccessService,
    private readonly repository: PhotosRepository,
    private readonly trash: TrashRepository,
    private readonly relations: PhotoRelationsService,
    private readonly peopleFilter: PeopleFilter,
    private readonly audit: AuditService,
  ) {}

  /** A page of the family's photos by date; one row more than the page tells whether another follows (no count). */
  async list(user: AuthUser, familyId: number, query: ListPhotosQueryDto): Promise<PhotoPageResponse> {
    const { role } = await this.access.requireAccess(user, 'family.read', familyId);
    const { offset, limit } = pageWindow(query);
    // person_ids: only the photos in which all of those people of the family are tagged; from: starting at that day.
    const from = query.from ?? null;
    const listed = query.person_ids
      ? await this.peopleFilter.familyPage(familyId, query.person_ids, query.order, offset, limit, from)
      : await this.repository.getPage(familyId, query.order, offset, limit, from);
    const { rows, pagination } = toPage(listed, query);
    const viewer = { user, role };
    const relationsOf = await this.relations.of(rows, user.id);
    return { photos: rows.map((photo) => toPhotoResponse(photo, photo.uploader, viewer, relationsOf(photo.id))), pagination };
  }

  async get(user: AuthUser, photoId: number): Promise<PhotoResponse> {
    const { role } = await this.access.requireAccess(user, 'photo.read', photoId);
    const photo = await this.getPhoto(photoId);
    return toPhotoResponse(photo, photo.uploader, { user, role }, await this.relations.ofOne(photo, user.id));
  }

  /** The uploader changes the texts and the date; a sent date replaces the old one (both empty: no date). */
  async update(user: AuthUser, photoId: number, dto: UpdatePhotoDto): Promise<PhotoResponse> {
    const { role } = await this.access.requireAccess(user, 'photo.update', photoId);
    const photo = await this.getPhoto(photoId);
    const changes: Partial<NewPhoto> = {};
    if (dto.description !== undefined) changes.description = dto.description || null;
    if (dto.location !== undefined) changes.location = dto.location || null;
    if (dateWasSent(dto)) {
      const date = readDateInput(dto) ?? NO_DATE;
      Object.assign(changes, date, { sortDate: sortDateOf(date, photo.uploadDate) });
    }
    if (Object.keys(changes).length > 0) await this.repository.update(photoId, changes);
    const updated = { ...photo, ...changes };
    // The ages in it follow its new date.
    return toPhotoResponse(updated, photo.uploader, { user, role }, await this.relations.ofOne(updated, user.id));
  }

  /**
   * Moves the photo, with its stories and comments, to its family's trash (issue 15): from then on it is not found,
   * as if deleted, until it is restored or TRASH_DAYS have passed (TrashService, ExpiredTrashSweeper).
   */
  async delete(user: AuthUser, photoId: number): Promise<void> {
    await this.access.requireAccess(user, 'photo.delete', photoId);
    const photo = await this.getPhoto(photoId);
    if (!(await this.trash.moveToTrash(photoId, user.id, new Date()))) throw new NotFoundException('Photo not found');
    await this.audit.record({ action: 'photo.trashed', actor: user, familyId: photo.familyId, target: { type: 'photo', id: photo.id, label: photo.originalFilename } });
  }

  private async getPhoto(photoId: number): Promise<Photo> {
    const photo = await this.repository.getById(photoId);
    if (!photo) throw new NotFoundException('Photo not found');
    return photo;
  }
}
