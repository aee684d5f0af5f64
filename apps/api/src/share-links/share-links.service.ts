import type { ShareLinkListResponse, ShareLinkResponse } from '@heirloom/contracts';
import { AppConfig, InjectConfig } from '@heirloom/config';
import { ListedShareLink, ShareLinksRepository, ShareTarget } from '@heirloom/database';
import { Injectable, NotFoundException } from '@nestjs/common';
import * as bcrypt from 'bcrypt';
import { allows, Caller } from '../access/access.rules';
import { AccessService } from '../access/access.service';
import { AuditService } from '../audit/audit.service';
import { AuthUser } from '../auth/auth-user';
import { writeOrNotFound } from '../common/database/foreign-key-violation';
import { pageWindow, toPage } from '../common/paging/pagination.response';
import { CreateShareLinkDto, DEFAULT_EXPIRY_DAYS, ShareLinkListQueryDto } from './share-link.dto';
import { shareKindOf, toShareLinkResponse } from './share-link.response';
import { ShareLinkTokens } from './share-link-tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOT_FOUND = 'Share link not found';

/**
 * Share links as members manage them (issue 15): any member shares an album or a photo of their family; a member's
 * list holds the links they made, a family admin's every link of the family (an admin answers for what leaves the
 * family; a member need not see what others shared). Creation and revocation are one method each, the places an
 * audit trail hooks in.
 */
@Injectable()
export class ShareLinksService {
  constructor(
    private readonly access: AccessService,
    private readonly repository: ShareLinksRepository,
    private readonly tokens: ShareLinkTokens,
    @InjectConfig() private readonly config: AppConfig,
    private readonly audit: AuditService,
  ) {}

  async createForAlbum(user: AuthUser, albumId: number, dto: CreateShareLinkDto): Promise<ShareLinkResponse> {
    const grant = await this.access.requireAccess(user, 'album.share', albumId);
    return this.create({ user, role: grant.role }, grant.familyId, { albumId, photoId: null }, dto);
  }

  async createForPhoto(user: AuthUser, photoId: number, dto: CreateShareLinkDto): Promise<ShareLinkResponse> {
    const grant = await this.access.requireAccess(user, 'photo.share', photoId);
    return this.create({ user, role: grant.role }, grant.familyId, { albumId: null, photoId }, dto);
  }

  async list(user: AuthUser, familyId: number, query: ShareLinkListQueryDto): Promise<ShareLinkListResponse> {
    const { role } = await this.access.requireAccess(user, 'shareLink.list', familyId);
    const { offset, limit } = pageWindow(query);
    const createdBy = role === 'admin' ? null : user.id;
    const { rows, pagination } = toPage(await this.repository.getPageOfFamily(familyId, createdBy, offset, limit), query);
    return { share_links: rows.map((link) => this.answer(link, { user, role })), pagination };
  }

  /** The link stops working at once (404, as if it never was); the row goes, with its sealed token. */
  async revoke(user: AuthUser, shareLinkId: number): Promise<ShareLinkResponse> {
    const { role } = await this.access.requireAccess(user, 'shareLink.revoke', shareLinkId);
    const link = await this.repository.getListed(shareLinkId);
    if (!link) throw new NotFoundException(NOT_FOUND);
    await this.repository.delete(shareLinkId);
    await this.audit.record({ action: 'share_link.revoked', actor: user, familyId: link.familyId, target: { type: 'share_link', id: link.id, label: link.targetTitle }, details: { kind: shareKindOf(link) } });
    return this.answer(link, { user, role });
  }

  /** The one place a link is made. */
  private async create(caller: Caller, familyId: number, target: ShareTarget, dto: CreateShareLinkDto): Promise<ShareLinkResponse> {
    const days = dto.expires_in_days === undefined ? DEFAULT_EXPIRY_DAYS : dto.expires_in_days;
    const { token, tokenHash, tokenSealed } = this.tokens.mint();
    const passwordHash = dto.password ? await bcrypt.hash(dto.password, this.config.bcryptRounds) : null;
    // The album or photo may go between the access check and the insert: its foreign key answers 404 then.
    const id = await writeOrNotFound(
      () =>
        this.repository.create({
          familyId,
          ...target,
          tokenHash,
          tokenSealed,
          passwordHash,
          allowDownload: dto.allow_download ?? false,
          expiresAt: days === null ? null : new Date(Date.now() + days * DAY_MS),
          createdBy: caller.user.id,
        }),
      target.albumId !== null ? 'Album not found' : 'Photo not found',
    );
    const link = await this.repository.getListed(id);
    if (!link) throw new NotFoundException(NOT_FOUND);
    await this.audit.record({
      action: 'share_link.created',
      actor: caller.user,
      familyId,
      target: { type: 'share_link', id, label: link.targetTitle },
      details: { kind: shareKindOf(link), expires_in_days: days, protected: passwordHash !== null, allow_download: link.allowDownload },
    });
    return toShareLinkResponse(link, this.tokens.url(token), true);
  }

  private answer(link: ListedShareLink, caller: Caller): ShareLinkResponse {
    const canRevoke = allows('shareLink.revoke', caller, { familyId: link.familyId, ownerUserId: link.createdBy ?? undefined });
    return toShareLinkResponse(link, this.tokens.urlOf(link.tokenSealed), canRevoke);
  }
}
