import type { BulkUploadFileResponse, BulkUploadResponse, PhotoResponse } from '@heirloom/contracts';
import { AppConfig, InjectConfig } from '@heirloom/config';
import { columnLength, cutToLength, NewPhoto, Photo, PhotosRepository } from '@heirloom/database';
import { JobProducer, playbackJobId } from '@heirloom/jobs';
import { VideoBinaries } from '@heirloom/media';
import { InjectVideoBinaries } from '@heirloom/processors';
import { newPhotoKeys, PhotoKeys, StorageService } from '@heirloom/storage';
import { BadRequestException, ConflictException, HttpException, HttpStatus, Injectable, Logger } from '@nestjs/common';
import { basename } from 'node:path';
import { Caller } from '../access/access.rules';
import { AuthUser } from '../auth/auth-user';
import { isUniqueViolation } from '../common/database/unique-violation';
import { StorageQuotaService, StorageTally } from '../storage-quota/storage-quota.service';
import { FamilyEvents } from '../notifications/family-events.service';
import { messageOf } from '../common/filters/http-error.filter';
import { detailsOf, HttpExceptionWithDetails } from '../common/filters/http-error-details';
import { exactDate, NO_DATE, PhotoDateFields, readDateInput, sortDateOf } from './photo-date';
import { BulkUploadDto, UploadPhotoDto } from './photo.dto';
import { toPhotoResponse } from './photo.response';
import { InspectedMedia, inspectUpload } from './upload.inspector';
import { fileTooLarge, notAcceptedMedia } from './upload.errors';
import { UploadedPhotoFile } from './upload.storage-engine';

/** What the person typed for every photo of the request; date null means "the camera's, if any". */
interface UploadFields {
  description: string | null;
  location: string | null;
  date: PhotoDateFields | null;
}

const FAILED_UNEXPECTEDLY = 'This photo could not be stored: please try again';

/**
 * Single and bulk uploads (SPEC section 7) of photos and videos (issue 13). A file is checked by its bytes (its kind
 * and size limit were told from its first bytes as it arrived), refused when the family already has it, refused when it does not fit under the storage limit (507), moved into storage, and only then recorded; a refusal
 * or failure leaves neither a row nor a file behind.
 * The thumbnail and geocode jobs are queued after the row exists.
 */
@Injectable()
export class PhotoUploadService {
  private readonly logger = new Logger(PhotoUploadService.name);

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly repository: PhotosRepository,
    private readonly storage: StorageService,
    private readonly jobs: JobProducer,
    private readonly quota: StorageQuotaService,
    @InjectVideoBinaries() private readonly videoBinaries: VideoBinaries,
    private readonly events: FamilyEvents,
  ) {}

  /** The caller is one UploadAccessGuard allowed to upload into the family (photo.upload), before the files arrived. */
  async upload(uploader: Caller, familyId: number, file: UploadedPhotoFile | undefined, dto: UploadPhotoDto): Promise<PhotoResponse> {
    if (!file) throw new BadRequestException('Please select a photo to upload');
    return this.store(uploader, familyId, file, this.readFields(dto), await this.quota.tally());
  }

  /** Stores the good files and reports each file's fate; files go one after another, so memory stays flat. */
  async uploadBulk(uploader: Caller, familyId: number, files: UploadedPhotoFile[] | undefined, dto: BulkUploadDto): Promise<BulkUploadResponse> {
    if (!files?.length) throw new BadRequestException('Please select at least one photo to upload');
    const fields = this.readFields(dto);
    const captions = dto.captions;
    if (captions && captions.length !== files.length) {
      throw new BadRequestException(`captions: one per file, in the order of the files (${files.length} files, ${captions.length} captions)`);
    }
    // Files that do not fit under the storage limit fail (507) one by one; a smaller one after them may still fit.
    const tally = await this.quota.tally();
    const results: BulkUploadFileResponse[] = [];
    for (const [i, file] of files.entries()) {
      const filename = cleanFilename(file.originalname);
      const own = captions?.[i] ? { ...fields, description: captions[i] } : fields;
      try {
        results.push({ status: 'success', filename, photo: await this.store(uploader, familyId, file, own, tally) });
      } catch (error) {
        results.push({ status: 'error', filename, error: this.describeFailure(error), ...detailsOf(error) });
      }
    }
    const successful = results.filter((result) => result.status === 'success').length;
    return { total: results.length, successful, failed: results.length - successful, results };
  }

  private readFields(dto: UploadPhotoDto): UploadFields {
    return { description: dto.description || null, location: dto.location || null, date: readDateInput(dto) };
  }

  private async store(uploader: Caller, familyId: number, file: UploadedPhotoFile, fields: UploadFields, tally: StorageTally): Promise<PhotoResponse> {
    if (!file.kind) throw notAcceptedMedia();
    if (file.oversized) throw fileTooLarge(cleanFilename(file.originalname), file.kind.mediaType, this.config);
    const media = await inspectUpload(file.path, file.kind, this.videoBinaries);
    await this.refuseDuplicate(familyId, file.sha256);
    // By its real size, before anything is kept: refused, its temporary file goes with the request.
    await tally.take(file.size);
    const keys = newPhotoKeys(familyId, media.kind.extension);
    await this.storage.putFile(keys.original, file.path);
    let photo: Photo;
    try {
      photo = await this.repository.create(newPhoto(uploader.user, familyId, file, media, keys, fields));
    } catch (error) {
      await this.storage.delete(keys.original);
      if (isUniqueViolation(error)) await this.refuseDuplicate(familyId, file.sha256);
      throw error;
    }
    await this.queueMediaJobs(photo);
    await this.events.photoAdded(uploader.user, { id: photo.id, familyId, uploaderId: uploader.user.id });
    // A new photo has no reactions and nobody tagged in it yet.
    return toPhotoResponse(photo, uploader.user, uploader, { reactions: [], people: [] });
  }

  private async refuseDuplicate(familyId: number, sha256: string): Promise<void> {
    const existing = await this.repository.getIdBySha256(familyId, sha256);
    if (existing === null) return;
    if (await this.repository.isTrashed(existing)) throw new ConflictException(`Already in this family's trash (photo ${existing}): restore it from there`);
    // The caller is a member of this family (photo.upload), so the photo's id tells them nothing they may not see.
    throw new HttpExceptionWithDetails(`Already in this family (photo ${existing})`, HttpStatus.CONFLICT, { existing_photo_id: existing });
  }

  /**
   * The row is what matters: a queue that is down costs only the geocode; thumbnails are also made on demand. The
   * thumbnail job serves both media types: it picks the derivative strategy of the row's media_type (a video's poster
   * frame is found from the length in its row). A video whose original a browser cannot play also gets its playback
   * copy job; a lost job is queued again by the owed-jobs sweep (the rows say what they still wait for).
   */
  private async queueMediaJobs(photo: Photo): Promise<void> {
    try {
      await this.jobs.enqueue('media.thumbnail', { photoId: photo.id });
      if (photo.playbackStatus === 'pending') await this.jobs.enqueue('video.playback', { photoId: photo.id }, { jobId: playbackJobId(photo.id) });
      if (photo.hasGps) await this.jobs.enqueue('media.geocode', { photoId: photo.id });
    } catch (error) {
      this.logger.warn(`Could not queue the media jobs of photo ${photo.id}: ${(error as Error).message}`);
    }
  }

  private describeFailure(error: unknown): string {
    if (error instanceof HttpException) return messageOf(error);
    this.logger.error({ err: error }, 'A file of a bulk upload failed');
    return FAILED_UNEXPECTEDLY;
  }
}

function newPhoto(user: AuthUser, familyId: number, file: UploadedPhotoFile, media: InspectedMedia, keys: PhotoKeys, fields: UploadFields): NewPhoto {
  const { takenDate, cameraInfo, cameraSettings, gps } = media.metadata;
  const date = fields.date ?? (takenDate ? exactDate(takenDate) : NO_DATE);
  const uploadDate = new Date();
  return {
    familyId,
    uploadedBy: user.id,
    description: fields.description,
    location: fields.location,
    displayLocation: null,
    ...date,
    uploadDate,
    sortDate: sortDateOf(date, uploadDate),
    cameraInfo,
    cameraSettings,
    hasGps: gps !== null,
    gpsLatitude: gps?.latitude ?? null,
    gpsLongitude: gps?.longitude ?? null,
    gpsAltitude: gps?.altitude ?? null,
    originalFilename: cleanFilename(file.originalname),
    mimeType: media.kind.mime,
    mediaType: media.kind.mediaType,
    sizeBytes: file.size,
    width: media.width,
    height: media.height,
    sha256: file.sha256,
    originalKey: keys.original,
    thumbnailKey: keys.thumbnail,
    previewKey: keys.preview,
    durationSeconds: media.video?.durationSeconds ?? null,
    // A video a browser plays as it is is ready at once; any other waits for its playback copy.
    playbackStatus: media.video ? (media.video.playsAsIs ? 'ready' : 'pending') : null,
  };
}

const FILENAME_LENGTH = columnLength(Photo, 'originalFilename');

/** The last part of the name the browser sent, without control characters, cut to what its column holds. */
function cleanFilename(name: string): string {
  const printable = [...basename(name.replace(/\\/g, '/'))].filter((c) => c >= ' ' && c !== '\u007f').join('').trim();
  return cutToLength(printable, FILENAME_LENGTH) || 'photo';
}
