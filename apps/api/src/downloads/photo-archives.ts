import { AppConfig, InjectConfig } from '@heirloom/config';
import { DownloadItem } from '@heirloom/database';
import { StorageService } from '@heirloom/storage';
import { layOutZip, streamZip, ZipLayout, ZipSource } from '@heirloom/zip';
import { ConflictException, Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';

/** A zip ready to send: its file name, exact length, and its bytes, read from storage only as they are sent. */
export interface PreparedArchive {
  fileName: string;
  sizeBytes: number;
  open(): Readable;
}

export interface ArchiveSource extends ZipSource {
  key: string;
}

export const toArchiveSource = (item: Pick<DownloadItem, 'entryName' | 'sizeBytes' | 'modifiedAt' | 'originalKey'>): ArchiveSource => ({
  name: item.entryName,
  size: item.sizeBytes,
  modifiedAt: item.modifiedAt,
  key: item.originalKey,
});

/**
 * Zips of stored originals, streamed with their exact length: a member's download of a selection and a share link's
 * album alike. Every file is checked before the first byte goes out, since the length is promised up front.
 */
@Injectable()
export class PhotoArchives {
  constructor(
    private readonly storage: StorageService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  layOut(sources: ArchiveSource[]): ZipLayout<ArchiveSource> {
    return layOutZip(sources, { forceZip64: this.config.testForceZip64 });
  }

  /** The archive of these files; 409 when one is no longer stored at the size it was chosen with. */
  async prepare(sources: ArchiveSource[], fileName: string): Promise<PreparedArchive> {
    for (const source of sources) {
      const stored = await this.storage.stat(source.key);
      if (stored?.size !== source.size) {
        throw new ConflictException(`The file of ${source.name} is no longer stored as it was when this download was made: select the photos and download them again`);
      }
    }
    const layout = this.layOut(sources);
    return { fileName, sizeBytes: layout.totalBytes, open: () => streamZip(layout, (source) => this.storage.openRead(source.key)) };
  }
}
