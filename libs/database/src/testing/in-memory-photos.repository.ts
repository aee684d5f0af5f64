import { Photo } from '../entities';
import { NewPhoto, PhotosRepository } from '../repositories/photos.repository';
import { InMemoryRows } from './in-memory-rows';

/** What the photo services need of PhotosRepository, over in-memory rows. */
export class InMemoryPhotosRepository implements Pick<PhotosRepository, 'getById' | 'update' | 'delete'> {
  constructor(readonly rows: InMemoryRows) {}

  /** A copy, with its uploader's id and name as the real query loads them. */
  async getById(id: number): Promise<Photo | null> {
    const photo = this.rows.photos.find((candidate) => candidate.id === id && candidate.deletedAt === null);
    if (!photo) return null;
    const uploader = this.rows.userOf(photo.uploadedBy);
    return { ...photo, uploader: uploader && ({ id: uploader.id, name: uploader.name } as Photo['uploader']) };
  }

  async update(id: number, changes: Partial<NewPhoto>): Promise<void> {
    const photo = this.rows.photos.find((candidate) => candidate.id === id);
    if (photo) Object.assign(photo, changes);
  }

  async delete(id: number): Promise<void> {
    this.rows.photos = this.rows.photos.filter((photo) => photo.id !== id);
  }
}
