import type { BatchPhotosResponse } from '@heirloom/contracts';
import { PhotosRepository, StaleSelectionError, TrashRepository } from '@heirloom/database';
import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { AccessService } from '../access/access.service';
import { AuthUser } from '../auth/auth-user';
import { readDateInput, sortDateOf } from './photo-date';
import { BatchPhotoDateDto, BatchPhotosDto } from './photo.dto';

const NO_DATE_GIVEN = 'Give the date for these photos: fuzzy_date (like "summer 1975" or "1960s") or taken_date (like 1975-07-14)';
const STALE = 'A photo of this selection was deleted meanwhile: nothing was changed; select the photos again';

/**
 * The Select mode's changes to many photos of one family at once: each photo is checked by the same rule as alone
 * (AccessService.requireAccessToPhotos), and the change is all or nothing (one transaction in the repository).
 */
@Injectable()
export class PhotoBatchService {
  constructor(
    private readonly access: AccessService,
    private readonly photos: PhotosRepository,
    private readonly trash: TrashRepository,
  ) {}

  async moveToTrash(user: AuthUser, familyId: number, dto: BatchPhotosDto): Promise<BatchPhotosResponse> {
    await this.access.requireAccessToPhotos(user, 'photo.delete', familyId, dto.photo_ids);
    await allOrConflict(this.trash.moveManyToTrash(familyId, dto.photo_ids, user.id, new Date()));
    return { count: dto.photo_ids.length };
  }

  /** A box of scans: one exact or fuzzy date for all (a date is required: clearing many at once is no use). */
  async setDate(user: AuthUser, familyId: number, dto: BatchPhotoDateDto): Promise<BatchPhotosResponse> {
    // The date is read first, as the DTO's rules are: a 400 about the input says nothing about the photos.
    const date = readDateInput(dto);
    if (!date) throw new BadRequestException(NO_DATE_GIVEN);
    await this.access.requireAccessToPhotos(user, 'photo.update', familyId, dto.photo_ids);
    // With a date given, the sort date is the date's own (the upload time only stands in for no date).
    await allOrConflict(this.photos.setManyInFamily(familyId, dto.photo_ids, { ...date, sortDate: sortDateOf(date, new Date()) }));
    return { count: dto.photo_ids.length };
  }
}

async function allOrConflict(change: Promise<void>): Promise<void> {
  try {
    await change;
  } catch (error) {
    if (error instanceof StaleSelectionError) throw new ConflictException(STALE);
    throw error;
  }
}
