import type { BatchPhotoDateRequest, BatchPhotosRequest, BulkUploadRequest, ListPhotosQuery, PhotoTextRequest, UpdatePhotoRequest, UploadPhotoRequest } from '@heirloom/contracts';
import { SORT_ORDERS, SortOrder } from '@heirloom/database';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../common/validation/page-query.dto';
import { IsIdList, IsOptionalDay, IsOptionalText, OptionalWithDefault } from '../common/validation/validation';
import { IsPersonIdList } from '../people/person-ids';
import { IsCaptionList } from './upload-captions';

/** The text fields of an upload, shared by every photo of a bulk one (SPEC section 7). Exported: the OpenAPI plugin
 * documents the inherited fields of a subclass only from an exported base. */
export class UploadTextDto implements PhotoTextRequest {
  @IsOptional()
  @IsOptionalText(2000)
  description?: string | null;

  @IsOptional()
  @IsOptionalText(255)
  location?: string | null;

  /** 'summer 92', 'circa 1985', '1980s'… Wins over taken_date when both are sent. */
  @IsOptional()
  @IsOptionalText(64)
  fuzzy_date?: string | null;
}

export class BulkUploadDto extends UploadTextDto implements BulkUploadRequest {
  /** '["At the lake", null]': a caption per file, in the order of the files, in place of the shared description. */
  @IsCaptionList()
  captions?: Array<string | null>;
}

export class UploadPhotoDto extends UploadTextDto implements UploadPhotoRequest {
  /** '2024-05-17' or '2024-05-17T14:30[:59]', the wall-clock time of the scene. Without a date, the camera's. */
  @IsOptional()
  @IsOptionalText(32)
  taken_date?: string | null;
}

/** Absent fields stay as they are; an empty or null one clears it (both dates empty: no date). */
export class UpdatePhotoDto extends UploadPhotoDto implements UpdatePhotoRequest {}

export const PHOTO_SORT_FIELDS = ['taken_date'] as const;

/** SPEC section 9: 12 photos per page on the family page (the timeline asks for 20). */
export class ListPhotosQueryDto extends PageQueryDto implements ListPhotosQuery {
  @OptionalWithDefault()
  override per_page: number = 12;

  /** taken_date: by the photo's date, else its fuzzy range's start, else its upload time. */
  @OptionalWithDefault()
  @IsIn(PHOTO_SORT_FIELDS, { message: `sort_by must be one of: ${PHOTO_SORT_FIELDS.join(', ')}` })
  sort_by: (typeof PHOTO_SORT_FIELDS)[number] = 'taken_date';

  @OptionalWithDefault()
  @IsIn(SORT_ORDERS, { message: `order must be one of: ${SORT_ORDERS.join(', ')}` })
  order: SortOrder = 'desc';

  /** Only photos in which all of these people are tagged ('1,2'). */
  @IsPersonIdList()
  person_ids?: number[];

  /** The day the list starts at, 'YYYY-MM-DD' (the decade jump): on or before it newest first, on or after it oldest first. */
  @IsOptionalDay()
  from?: string | null;
}

/** The most photos one batch action (Select mode) names. */
export const MAX_BATCH_PHOTOS = 1000;

export class BatchPhotosDto implements BatchPhotosRequest {
  @IsIdList(MAX_BATCH_PHOTOS, 'photo')
  photo_ids: number[];
}

/** One date for all of them; fuzzy_date wins over taken_date, as on one photo. */
export class BatchPhotoDateDto extends BatchPhotosDto implements BatchPhotoDateRequest {
  @IsOptional()
  @IsOptionalText(64)
  fuzzy_date?: string | null;

  @IsOptional()
  @IsOptionalText(32)
  taken_date?: string | null;
}
