import { Family, FamilyMember, Invitation, User } from '@heirloom/database';
import { StorageService } from '@heirloom/storage';
import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { FamilyRemovalService } from '../families/family-removal.service';

interface PhotoKeysRow {
  original_key: string;
  thumbnail_key: string;
  preview_key: string;
}

interface FilesToDelete {
  keys: string[];
  emptiedFamilies: number[];
}

/**
 * Deletes an account and everything that is theirs in one transaction: their photos (stories and comments go
 * with them by foreign key), their stories and comments elsewhere, memberships and invitations. A family
 * left without an admin gets its longest-standing member promoted; a family left empty is deleted.
 * Files go after the commit, so a failed deletion never loses a photo that is still listed.
 */
@Injectable()
export class UserRemovalService {
  private readonly logger = new Logger(UserRemovalService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: StorageService,
    private readonly families: FamilyRemovalService,
  ) {}

  async remove(userId: number): Promise<void> {
    const files = await this.dataSource.transaction((manager) => this.removeRows(manager, userId));
    await this.deleteFiles(files);
  }

  private async removeRows(manager: EntityManager, userId: number): Promise<FilesToDelete> {
    const user = await manager.findOneBy(User, { id: userId });
    if (!user) throw new NotFoundException('User not found');
    const photos: PhotoKeysRow[] = await manager
      .createQueryBuilder()
      .select(['p.original_key AS original_key', 'p.thumbnail_key AS thumbnail_key', 'p.preview_key AS preview_key'])
      .from('photos', 'p')
      .where('p.uploaded_by = :userId', { userId })
      .getRawMany();
    const familyIds = (await manager.findBy(FamilyMember, { userId })).map((m) => m.familyId);

    await manager.createQueryBuilder().delete().from('photos').where('uploaded_by = :userId', { userId }).execute();
    // Their words elsewhere go by statement, not by the users foreign key: MariaDB fires no trigger for rows a
    // cascade deletes, and the search versions must see them go (search-versions.schema.ts).
    for (const table of ['comments', 'stories']) await manager.createQueryBuilder().delete().from(table).where('author_id = :userId', { userId }).execute();
    await manager.delete(Invitation, { email: user.email });
    await manager.delete(User, { id: userId });

    const emptiedFamilies: number[] = [];
    for (const familyId of familyIds) {
      if (await this.settleFamily(manager, familyId)) emptiedFamilies.push(familyId);
    }
    return { keys: photos.flatMap((p) => [p.original_key, p.thumbnail_key, p.preview_key]), emptiedFamilies };
  }

  /** Deletes a family with no member left (true), or promotes its longest-standing member if no admin is left. */
  private async settleFamily(manager: EntityManager, familyId: number): Promise<boolean> {
    const members = await manager.find(FamilyMember, { where: { familyId }, order: { joinedAt: 'ASC', id: 'ASC' } });
    if (members.length === 0) {
      await manager.delete(Family, { id: familyId });
      return true;
    }
    if (!members.some((m) => m.role === 'admin')) await manager.update(FamilyMember, { id: members[0].id }, { role: 'admin' });
    return false;
  }

  private async deleteFiles({ keys, emptiedFamilies }: FilesToDelete): Promise<void> {
    const results = await Promise.allSettled([...keys.map((k) => this.storage.delete(k)), this.families.deleteFiles(emptiedFamilies)]);
    const failed = results.filter((r) => r.status === 'rejected').length;
    if (failed) this.logger.warn(`${failed} file deletions failed after removing an account; the files are orphaned`);
  }
}
