import { AuditRef, RemovedAccount, UsersRepository } from '@heirloom/database';
import { StorageService } from '@heirloom/storage';
import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { FamilyRemovalService } from '../families/family-removal.service';

/**
 * Deletes an account with everything that is theirs (UsersRepository.removeAccount, one transaction), then its files.
 * Files go after the commit, so a failed deletion never loses a photo that is still listed; a file that cannot be
 * deleted then is logged and left, never a reason to fail.
 */
@Injectable()
export class UserRemovalService {
  private readonly logger = new Logger(UserRemovalService.name);

  constructor(
    private readonly users: UsersRepository,
    private readonly storage: StorageService,
    private readonly families: FamilyRemovalService,
    private readonly audit: AuditService,
  ) {}

  /** `by`: the platform admin who deleted the account, or its owner. */
  async remove(userId: number, by: AuditRef): Promise<void> {
    const user = await this.users.getById(userId);
    const removed = user && (await this.users.removeAccount(userId));
    if (!removed) throw new NotFoundException('User not found');
    await this.audit.record({
      action: 'user.deleted',
      actor: by,
      target: { type: 'user', id: userId, label: user.name },
      details: { families_deleted: removed.emptiedFamilyIds.length },
    });
    await this.deleteFiles(removed);
  }

  private async deleteFiles({ fileKeys, emptiedFamilyIds }: RemovedAccount): Promise<void> {
    const results = await Promise.allSettled([...fileKeys.map((k) => this.storage.delete(k)), this.families.deleteFiles(emptiedFamilyIds)]);
    const failed = results.filter((r) => r.status === 'rejected').length;
    if (failed) this.logger.warn(`${failed} file deletions failed after removing an account; the files are orphaned`);
  }
}
