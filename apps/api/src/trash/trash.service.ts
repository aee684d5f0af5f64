import type { PhotoResponse, TrashDeletedResponse, TrashPageResponse } from '@heirloom/contracts';
import { AppConfig, InjectConfig } from '@heirloom/config';
import { Photo, PhotosRepository, TrashRepository } from '@heirloom/database';
import { TrashPurger } from '@heirloom/processors';
import { StorageService } from '@heirloom/storage';
import { Injectable, NotFoundException } from '@nestjs/common';
import { AccessService } from '../access/access.service';
import { AuditService } from '../audit/audit.service';
import { AuthUser } from '../auth/auth-user';
import { pageWindow, toPage } from '../common/paging/pagination.response';
import { ServedFile } from '../photos/photo-files.service';
import { findDerivedImage, findStoredFile } from '../photos/stored-file.finder';
import { toPhotoResponse } from '../photos/photo.response';
import { PhotoRelationsService } from '../photos/photo-relations.service';
import { TrashQueryDto } from './trash.dto';
import { toTrashedPhotoResponse } from './trash.response';

const NOT_IN_TRASH = 'Photo not found in the trash';
const NO_IMAGE = 'This photo has no thumbnail or preview';
/** Photos read per step when a trash is emptied. */
const EMPTIED_PER_STEP = 200;

/**
 * A family's trash (issue 15). Deleting a photo moves it here (PhotosService.delete); its uploader and the family
 * admins list it, restore it, or delete it for good; an admin empties the whole trash. What is left here TRASH_DAYS
 * is purged by ExpiredTrashSweeper.
 */
@Injectable()
export class TrashService {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly access: AccessService,
    private readonly trash: TrashRepository,
    private readonly photos: PhotosRepository,
    private readonly purger: TrashPurger,
    private readonly storage: StorageService,
    private readonly relations: PhotoRelationsService,
    private readonly audit: AuditService,
  ) {}

  /** A member sees the photos they uploaded; a family admin sees every one. */
  async list(user: AuthUser, familyId: number, query: TrashQueryDto): Promise<TrashPageResponse> {
    const { role } = await this.access.requireAccess(user, 'trash.list', familyId);
    const { offset, limit } = pageWindow(query);
    const { rows, pagination } = toPage(await this.trash.getPage(familyId, role === 'admin' ? null : user.id, offset, limit), query);
    return { photos: rows.map((photo) => toTrashedPhotoResponse(photo, this.config.trashDays)), pagination };
  }

  /** Everything comes back as it was: the photo, its stories and comments, in every list and search. */
  async restore(user: AuthUser, photoId: number): Promise<PhotoResponse> {
    const { role } = await this.access.requireAccess(user, 'trash.restore', photoId);
    if (!(await this.trash.restore(photoId))) throw new NotFoundException(NOT_IN_TRASH);
    const photo = await this.photos.getById(photoId);
    if (!photo) throw new NotFoundException(NOT_IN_TRASH);
    await this.audit.record({ action: 'photo.restored', actor: user, familyId: photo.familyId, target: { type: 'photo', id: photo.id, label: photo.originalFilename } });
    return toPhotoResponse(photo, photo.uploader, { user, role }, await this.relations.ofOne(photo, user.id));
  }

  async deleteForever(user: AuthUser, photoId: number): Promise<TrashDeletedResponse> {
    await this.access.requireAccess(user, 'trash.delete', photoId);
    const deleted = await this.purger.purge([photoId], user);
    if (deleted === 0) throw new NotFoundException(NOT_IN_TRASH);
    return { deleted };
  }

  async empty(user: AuthUser, familyId: number): Promise<TrashDeletedResponse> {
    await this.access.requireAccess(user, 'trash.empty', familyId);
    let deleted = 0;
    let afterId = 0;
    for (;;) {
      const ids = await this.trash.getFamilyTrashIds(familyId, afterId, EMPTIED_PER_STEP);
      if (ids.length === 0) return { deleted };
      deleted += await this.purger.purge(ids, user);
      afterId = ids[ids.length - 1];
    }
  }

  /**
   * A trashed photo's thumbnail or preview, for those who may see it in the trash. Nothing is rendered for a photo
   * in the trash: what the job wrote is served, else a photo's preview is its original, and a video has none.
   */
  async openImage(user: AuthUser, photoId: number, kind: 'thumbnail' | 'preview'): Promise<ServedFile> {
    await this.access.requireAccess(user, 'trash.view', photoId);
    const photo = await this.trash.getTrashed(photoId);
    if (!photo) throw new NotFoundException(NOT_IN_TRASH);
    const ready = photo.thumbnailStatus === 'ready' ? await findDerivedImage(this.storage, photo, kind) : null;
    if (ready) return ready;
    const original = kind === 'preview' && photo.mediaType === 'photo' ? await this.original(photo) : null;
    if (!original) throw new NotFoundException(NO_IMAGE);
    return original;
  }

  private original(photo: Photo): Promise<ServedFile | null> {
    return findStoredFile(this.storage, photo.originalKey, photo.mimeType, `"${photo.sha256}"`);
  }
}
