import type { DownloadResponse } from '@heirloom/contracts';
import { DOWNLOAD_TTL_MS, DownloadsRepository, hashSecretToken, newSecretToken, PhotosRepository, SECRET_TOKEN_PATTERN } from '@heirloom/database';
import { ConflictException, GoneException, Injectable, NotFoundException } from '@nestjs/common';
import { AccessService } from '../access/access.service';
import { AuthUser } from '../auth/auth-user';
import { writeOrNotFound } from '../common/database/foreign-key-violation';
import { downloadItems, inRequestedOrder } from './download-selection';
import { CreateDownloadDto } from './download.dto';
import { toDownloadResponse } from './download.response';
import { PhotoArchives, PreparedArchive, toArchiveSource } from './photo-archives';

const NOT_FOUND = 'Download not found';
const EXPIRED = 'This download link has expired (links work for 10 minutes): select the photos and download them again';

/** `heirloom-3-photos-2026-11-26.zip`: plain ASCII, so every browser keeps it as it is. */
export const archiveName = (count: number, at: Date): string => `heirloom-${count}-${count === 1 ? 'photo' : 'photos'}-${at.toISOString().slice(0, 10)}.zip`;

/**
 * Downloads of many photos as one zip. Making one fixes the selection (names, sizes, files) and answers a link that
 * works for its maker only, for 10 minutes. Opening it checks that every file is still there before the first byte
 * goes out: a photo deleted since is reported (409) rather than silently left out, because the archive's length was
 * promised and the person chose those photos.
 */
@Injectable()
export class DownloadsService {
  constructor(
    private readonly access: AccessService,
    private readonly photos: PhotosRepository,
    private readonly downloads: DownloadsRepository,
    private readonly archives: PhotoArchives,
  ) {}

  async create(user: AuthUser, familyId: number, dto: CreateDownloadDto): Promise<DownloadResponse> {
    await this.access.requireAccess(user, 'family.download', familyId);
    const photos = inRequestedOrder(dto.photo_ids, await this.photos.getOriginalsOf(familyId, dto.photo_ids));
    const items = downloadItems(photos);
    const layout = this.archives.layOut(items.map(toArchiveSource));
    const token = newSecretToken();
    const download = await writeOrNotFound(
      () =>
        this.downloads.create(
          { userId: user.id, familyId, tokenHash: hashSecretToken(token), itemCount: items.length, sizeBytes: layout.totalBytes, expiresAt: new Date(Date.now() + DOWNLOAD_TTL_MS) },
          items,
        ),
      'A photo of this selection was deleted meanwhile: select the photos again',
    );
    return toDownloadResponse(download, token);
  }

  async open(user: AuthUser, token: string): Promise<PreparedArchive> {
    if (!SECRET_TOKEN_PATTERN.test(token)) throw new NotFoundException(NOT_FOUND);
    const download = await this.downloads.getByTokenHash(hashSecretToken(token));
    // Someone else's link is no link to them: 404, as if it did not exist.
    if (!download || download.userId !== user.id) throw new NotFoundException(NOT_FOUND);
    if (download.expiresAt.getTime() <= Date.now()) throw new GoneException(EXPIRED);
    await this.access.requireAccess(user, 'family.download', download.familyId).catch((error: unknown) => {
      throw error instanceof NotFoundException ? new NotFoundException(NOT_FOUND) : error;
    });
    const items = await this.downloads.getItems(download.id);
    const deleted = download.itemCount - items.length;
    if (deleted > 0) {
      throw new ConflictException(`${deleted} of the ${download.itemCount} photos of this download ${deleted === 1 ? 'was' : 'were'} deleted since it was made: select the photos and download them again`);
    }
    return this.archives.prepare(items.map(toArchiveSource), archiveName(items.length, download.createdAt));
  }
}
