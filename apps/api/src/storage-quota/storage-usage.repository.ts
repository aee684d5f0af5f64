import { Photo } from '@heirloom/database';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

/** How much the stored photos take, the one figure both the storage limit and the admin dashboard go by. */
@Injectable()
export class StorageUsageRepository {
  constructor(@InjectRepository(Photo) private readonly photos: Repository<Photo>) {}

  /** Every original with its thumbnail and preview, in bytes (backups are counted apart, and not against the limit). */
  async photoBytes(): Promise<number> {
    const row = await this.photos
      .createQueryBuilder('p')
      .select('COALESCE(SUM(p.size_bytes + p.derivatives_bytes), 0)', 'n')
      .getRawOne<{ n: string | number }>();
    return Number(row?.n ?? 0);
  }
}
