import type { PublicSharePageResponse } from '@heirloom/contracts';
import { hashSecretToken, SECRET_TOKEN_PATTERN, ShareLink, ShareLinksRepository } from '@heirloom/database';
import { GoneException, HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import * as bcrypt from 'bcrypt';
import type { Request, Response } from 'express';
import { HttpExceptionWithDetails } from '../common/filters/http-error-details';
import { pageWindow, toPage } from '../common/paging/pagination.response';
import { PreparedArchive, PhotoArchives, toArchiveSource } from '../downloads/photo-archives';
import { downloadItems } from '../downloads/download-selection';
import { PhotoFileKind, PhotoFilesService, ServedFile } from '../photos/photo-files.service';
import { ThrottleService } from '../throttle/throttle.service';
import { PublicShareQueryDto } from './share-link.dto';
import { isExpired, toPublicPhotoResponse, toPublicShareResponse } from './share-link.response';
import { sharedPath, ShareUnlocks } from './share-unlocks';

const NOT_FOUND = 'This link does not work: it was revoked, or it is mistyped. Ask the person who sent it for a new one';
const EXPIRED = 'This link has expired: ask the person who sent it for a new one';
const PHOTO_NOT_FOUND = 'Photo not found';
const LOCKED = 'This link is protected by a password';
const WRONG_PASSWORD = 'That password is not right';
const NO_DOWNLOADS = 'Downloads are not allowed for this link';
const NOT_AN_ALBUM = 'This link shows one photo: download it from its own download link';

/** An open link: the link and its token (its API path). */
interface OpenLink {
  link: ShareLink;
  token: string;
}

/**
 * What a visitor of a share link sees, without an account (issue 15): the link's album or photo and nothing else of
 * the family, in the narrow shapes of share-link.response.ts. Unknown or revoked: 404; expired: 410; locked: 401
 * with `password_required`; a photo the link does not reach (another of the family, a trashed one): 404.
 */
@Injectable()
export class SharedService {
  constructor(
    private readonly repository: ShareLinksRepository,
    private readonly unlocks: ShareUnlocks,
    private readonly throttle: ThrottleService,
    private readonly files: PhotoFilesService,
    private readonly archives: PhotoArchives,
  ) {}

  async page(token: string, query: PublicShareQueryDto, request: Request): Promise<PublicSharePageResponse> {
    const { link } = await this.openUnlocked(token, request);
    const heading = await this.repository.getHeading(link);
    if (!heading) throw new NotFoundException(NOT_FOUND);
    const { offset, limit } = pageWindow(query);
    const { rows, pagination } = toPage(await this.repository.getPhotoPage(link, offset, limit), query);
    // A visit is the first page; scrolling on is the same visit.
    if (query.page === 1) await this.repository.recordView(link.id, new Date());
    const base = sharedPath(token);
    return {
      share: toPublicShareResponse(link, heading),
      photos: rows.map((photo) => toPublicPhotoResponse(photo, base, link.allowDownload)),
      pagination,
      download_url: link.allowDownload && link.albumId !== null ? `${base}/download` : null,
    };
  }

  /** A right password sets the link's cookie; wrong ones count, 10 in 15 minutes per link and address (then 429). */
  async unlock(token: string, password: string, request: Request, response: Response): Promise<void> {
    const { link } = await this.open(token);
    if (link.passwordHash === null) return;
    const attempt = await this.throttle.begin(['share-link.unlock'], { target: `share-link:${link.id}`, address: request.ip });
    if (!(await bcrypt.compare(password, link.passwordHash))) throw new HttpExceptionWithDetails(WRONG_PASSWORD, HttpStatus.UNAUTHORIZED, { password_required: true });
    await attempt.succeeded();
    this.unlocks.grant(response, link, token);
  }

  async file(token: string, photoId: number, kind: Exclude<PhotoFileKind, 'file'> | 'download', request: Request): Promise<ServedFile> {
    const { link } = await this.openUnlocked(token, request);
    if (kind === 'download' && !link.allowDownload) throw new NotFoundException(NO_DOWNLOADS);
    if (!(await this.repository.reaches(link, photoId))) throw new NotFoundException(PHOTO_NOT_FOUND);
    return kind === 'download' ? this.files.readDownload(photoId) : this.files.read(photoId, kind);
  }

  /** The album's photos outside the trash as one zip, in date order. */
  async download(token: string, request: Request): Promise<PreparedArchive> {
    const { link } = await this.openUnlocked(token, request);
    if (!link.allowDownload) throw new NotFoundException(NO_DOWNLOADS);
    if (link.albumId === null) throw new NotFoundException(NOT_AN_ALBUM);
    const heading = await this.repository.getHeading(link);
    if (!heading) throw new NotFoundException(NOT_FOUND);
    const items = downloadItems(await this.repository.getOriginals(link));
    return this.archives.prepare(items.map(toArchiveSource), `${archiveSlug(heading.title)}.zip`);
  }

  private async open(token: string): Promise<OpenLink> {
    if (!SECRET_TOKEN_PATTERN.test(token)) throw new NotFoundException(NOT_FOUND);
    const link = await this.repository.getByTokenHash(hashSecretToken(token));
    if (!link) throw new NotFoundException(NOT_FOUND);
    if (isExpired(link)) throw new GoneException(EXPIRED);
    return { link, token };
  }

  private async openUnlocked(token: string, request: Request): Promise<OpenLink> {
    const open = await this.open(token);
    if (open.link.passwordHash !== null && !this.unlocks.holds(request, open.link)) {
      throw new HttpExceptionWithDetails(LOCKED, HttpStatus.UNAUTHORIZED, { password_required: true });
    }
    return open;
  }
}

/** `italy-1972`: the album's name in plain ASCII, so every browser keeps the file name as it is. */
export function archiveSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'album';
}
