import type { AlbumListResponse, AlbumPhotoPageResponse, AlbumResponse } from '@heirloom/contracts';
import { AlbumChanges, AlbumsRepository } from '@heirloom/database';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { AccessService } from '../access/access.service';
import { AuthUser } from '../auth/auth-user';
import { pageWindow, toPage } from '../common/paging/pagination.response';
import { toPhotoResponse } from '../photos/photo.response';
import { PhotoRelationsService } from '../photos/photo-relations.service';
import { AlbumListQueryDto, AlbumPhotosQueryDto, CreateAlbumDto, UpdateAlbumDto } from './album.dto';
import { toAlbumResponse } from './album.response';

const NOT_FOUND = 'Album not found';

/** A family's albums (issue 15): photos of that family only, each at most once, shown in date order. */
@Injectable()
export class AlbumsService {
  constructor(
    private readonly access: AccessService,
    private readonly repository: AlbumsRepository,
    private readonly relations: PhotoRelationsService,
  ) {}

  /** A page of the family's albums, newest first (each card's counts and cover are read for that page alone). */
  async list(user: AuthUser, familyId: number, query: AlbumListQueryDto): Promise<AlbumListResponse> {
    const { role } = await this.access.requireAccess(user, 'album.list', familyId);
    const { offset, limit } = pageWindow(query);
    const [albums, albumCount] = await Promise.all([this.repository.listOfFamily(familyId, offset, limit), this.repository.countOfFamily(familyId)]);
    const { rows, pagination } = toPage(albums, query);
    return { albums: rows.map((album) => toAlbumResponse(album, { user, role })), pagination, album_count: albumCount };
  }

  async create(user: AuthUser, familyId: number, dto: CreateAlbumDto): Promise<AlbumResponse> {
    const { role } = await this.access.requireAccess(user, 'album.create', familyId);
    const id = await this.repository.create({ familyId, name: dto.name, description: dto.description || null, createdBy: user.id });
    return this.answer(id, { user, role });
  }

  async get(user: AuthUser, albumId: number): Promise<AlbumResponse> {
    const { role } = await this.access.requireAccess(user, 'album.read', albumId);
    return this.answer(albumId, { user, role });
  }

  /** The cover must be a photo of the album (outside the trash); null makes the newest photo the cover again. */
  async update(user: AuthUser, albumId: number, dto: UpdateAlbumDto): Promise<AlbumResponse> {
    const { role } = await this.access.requireAccess(user, 'album.update', albumId);
    const changes: AlbumChanges = {};
    if (dto.name !== undefined) changes.name = dto.name;
    if (dto.description !== undefined) changes.description = dto.description || null;
    if (dto.cover_photo_id !== undefined) {
      if (dto.cover_photo_id !== null && !(await this.repository.holds(albumId, dto.cover_photo_id))) {
        throw new BadRequestException('cover_photo_id must be a photo of this album');
      }
      changes.coverPhotoId = dto.cover_photo_id;
    }
    if (Object.keys(changes).length > 0) await this.repository.update(albumId, changes);
    return this.answer(albumId, { user, role });
  }

  /** The album goes; its photos stay. Answers the album as it was. */
  async delete(user: AuthUser, albumId: number): Promise<AlbumResponse> {
    const { role } = await this.access.requireAccess(user, 'album.delete', albumId);
    const album = await this.answer(albumId, { user, role });
    await this.repository.delete(albumId);
    return album;
  }

  async photos(user: AuthUser, albumId: number, query: AlbumPhotosQueryDto): Promise<AlbumPhotoPageResponse> {
    const { role } = await this.access.requireAccess(user, 'album.read', albumId);
    const { offset, limit } = pageWindow(query);
    const { rows, pagination } = toPage(await this.repository.getPhotoPage(albumId, offset, limit), query);
    const relationsOf = await this.relations.of(rows, user.id);
    return { photos: rows.map((photo) => toPhotoResponse(photo, photo.uploader, { user, role }, relationsOf(photo.id))), pagination };
  }

  /** Photos of the album's family only; ids already there, of another family, trashed or unknown are ignored. */
  async addPhotos(user: AuthUser, albumId: number, photoIds: number[]): Promise<AlbumResponse> {
    const { role, familyId } = await this.access.requireAccess(user, 'album.arrange', albumId);
    await this.repository.addPhotos(albumId, familyId, photoIds);
    return this.answer(albumId, { user, role });
  }

  async removePhotos(user: AuthUser, albumId: number, photoIds: number[]): Promise<AlbumResponse> {
    const { role } = await this.access.requireAccess(user, 'album.arrange', albumId);
    await this.repository.removePhotos(albumId, photoIds);
    return this.answer(albumId, { user, role });
  }

  /** The albums a photo is in (its page lists them). */
  async albumsOfPhoto(user: AuthUser, photoId: number): Promise<Array<{ id: number; name: string }>> {
    await this.access.requireAccess(user, 'photo.read', photoId);
    return this.repository.getAlbumsOfPhoto(photoId);
  }

  private async answer(albumId: number, viewer: Parameters<typeof toAlbumResponse>[1]): Promise<AlbumResponse> {
    const album = await this.repository.getSummary(albumId);
    if (!album) throw new NotFoundException(NOT_FOUND);
    return toAlbumResponse(album, viewer);
  }
}
