import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, Repository } from 'typeorm';
import { Download, DownloadItem } from '../entities';
import { visiblePhoto } from './photo-visibility';

export type NewDownload = Pick<Download, 'userId' | 'familyId' | 'tokenHash' | 'itemCount' | 'sizeBytes' | 'expiresAt'>;
export type NewDownloadItem = Omit<DownloadItem, 'downloadId' | 'download' | 'photo'>;

/**
 * Rows per INSERT: 500 items of 6 values stay far inside SQLite's 32,766 bound parameters and MariaDB's packet,
 * while 10,000 items take 20 statements.
 */
const ITEMS_PER_INSERT = 500;

/** Download links and the selections they were made for. */
@Injectable()
export class DownloadsRepository {
  constructor(
    @InjectRepository(Download) private readonly downloads: Repository<Download>,
    @InjectRepository(DownloadItem) private readonly items: Repository<DownloadItem>,
  ) {}

  /** The download and all its items, or nothing: one transaction, the items in multi-row inserts. */
  create(download: NewDownload, items: NewDownloadItem[]): Promise<Download> {
    return this.downloads.manager.transaction(async (manager) => {
      const created = await manager.save(manager.create(Download, download));
      for (let start = 0; start < items.length; start += ITEMS_PER_INSERT) {
        const rows = items.slice(start, start + ITEMS_PER_INSERT).map((item) => ({ ...item, downloadId: created.id }));
        await manager.insert(DownloadItem, rows);
      }
      return created;
    });
  }

  getByTokenHash(tokenHash: string): Promise<Download | null> {
    return this.downloads.findOneBy({ tokenHash });
  }

  /** The items still there (a deleted photo takes its item with it, a trashed one is left out), in archive order. */
  getItems(downloadId: number): Promise<DownloadItem[]> {
    return this.items
      .createQueryBuilder('i')
      .innerJoin('photos', 'p', 'p.id = i.photo_id')
      .where('i.download_id = :downloadId', { downloadId })
      .andWhere(visiblePhoto('p'))
      .orderBy('i.position', 'ASC')
      .getMany();
  }

  /** Deletes the downloads that expired before `before`, items first; answers how many went. */
  deleteExpiredBefore(before: Date): Promise<number> {
    return this.downloads.manager.transaction(async (manager) => {
      const expired = await manager.find(Download, { select: { id: true }, where: { expiresAt: LessThan(before) } });
      if (expired.length === 0) return 0;
      const ids = expired.map((download) => download.id);
      await manager.createQueryBuilder().delete().from(DownloadItem).where('download_id IN (:...ids)', { ids }).execute();
      await manager.createQueryBuilder().delete().from(Download).where('id IN (:...ids)', { ids }).execute();
      return ids.length;
    });
  }
}
