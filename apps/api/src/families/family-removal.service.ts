import { AuditRef, FamiliesRepository } from '@heirloom/database';
import { familyPhotoPrefixes, StorageService } from '@heirloom/storage';
import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';

/**
 * Deletes families: the row goes first (members, invitations, photos, stories and comments follow by foreign
 * key), the photo files after that is committed. An upload finishing meanwhile cannot record its row, and
 * removes its own file.
 */
@Injectable()
export class FamilyRemovalService {
  constructor(
    private readonly families: FamiliesRepository,
    private readonly storage: StorageService,
    private readonly audit: AuditService,
  ) {}

  /** False when there was no such family. `by`: the family admin or platform admin who deleted it. */
  async remove(familyId: number, by: AuditRef): Promise<boolean> {
    const family = await this.families.getById(familyId);
    if (!family || !(await this.families.delete(familyId))) return false;
    await this.audit.record({ action: 'family.deleted', actor: by, family, target: { type: 'family', id: familyId, label: family.name } });
    await this.deleteFiles([familyId]);
    return true;
  }

  /** The files of families whose rows are already gone (e.g. deleted inside a larger transaction). */
  async deleteFiles(familyIds: number[]): Promise<void> {
    await Promise.all(familyIds.flatMap(familyPhotoPrefixes).map((prefix) => this.storage.deletePrefix(prefix)));
  }
}
