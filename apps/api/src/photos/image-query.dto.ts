import type { ImageQuery } from '@heirloom/contracts';
import { IsOptional, IsString, Matches } from 'class-validator';

/** What a version handed out in an image's URL looks like (photos.derivatives_version, a face's version). */
const VERSION = /^[\w-]{1,32}$/;

/** ?v of a thumbnail, preview or face: the version its URL carries; left out by clients that predate it. */
export class ImageQueryDto implements ImageQuery {
  @IsOptional()
  @Matches(VERSION, { message: "v must be the version from the image's URL: 1 to 32 letters, digits, '-' or '_'" })
  @IsString({ message: 'v must be given once, as text' })
  v?: string;
}
