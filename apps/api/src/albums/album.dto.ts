import type { AlbumListQuery, AlbumPhotosQuery, AlbumPhotosRequest, CreateAlbumRequest, UpdateAlbumRequest } from '@heirloom/contracts';
import { IsInt, IsOptional, Max, Min, ValidateIf } from 'class-validator';
import { PageQueryDto } from '../common/validation/page-query.dto';
import { IsIdList, IsOptionalText, IsQueryInt, IsRequiredText, OptionalNotNull, OptionalWithDefault } from '../common/validation/validation';

/** The albums list's page size by default: whole rows of cards at 2, 3, 4 and 6 a row. */
export const ALBUMS_PAGE_SIZE = 24;

/** The most photos one request adds to or takes out of an album. */
export const MAX_ALBUM_PHOTOS_PER_REQUEST = 1000;

export class CreateAlbumDto implements CreateAlbumRequest {
  @IsRequiredText(100)
  name: string;

  @IsOptional()
  @IsOptionalText(1000)
  description?: string | null;
}

export class UpdateAlbumDto implements UpdateAlbumRequest {
  @OptionalNotNull()
  @IsRequiredText(100)
  name?: string;

  @IsOptional()
  @IsOptionalText(1000)
  description?: string | null;

  /** null: the newest photo is the cover again. */
  @ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null)
  @IsInt({ message: 'cover_photo_id must be a photo id' })
  @Min(1, { message: 'cover_photo_id must be a photo id' })
  @Max(2_147_483_647, { message: 'cover_photo_id must be a photo id' })
  cover_photo_id?: number | null;
}

export class AlbumPhotosDto implements AlbumPhotosRequest {
  @IsIdList(MAX_ALBUM_PHOTOS_PER_REQUEST, 'photo')
  photo_ids: number[];
}

/** page and per_page (ALBUMS_PAGE_SIZE by default), newest first. */
export class AlbumListQueryDto extends PageQueryDto implements AlbumListQuery {
  @OptionalWithDefault()
  @IsQueryInt(1, 100)
  override per_page: number = ALBUMS_PAGE_SIZE;
}

/** page and per_page (20 by default), in date order. */
export class AlbumPhotosQueryDto extends PageQueryDto implements AlbumPhotosQuery {}
