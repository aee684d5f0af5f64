import type { ActivityPageResponse } from '@heirloom/contracts';
import { ActivityRepository, formatCursor, parseCursor } from '@heirloom/database';
import { Injectable } from '@nestjs/common';
import { AccessService } from '../access/access.service';
import { AuthUser } from '../auth/auth-user';
import { ActivityQueryDto } from './activity.dto';
import { toActivityItemResponse } from './activity.response';

/** The activity feed of one family, or across all of the caller's: only their families' items, newest first. */
@Injectable()
export class ActivityService {
  constructor(
    private readonly access: AccessService,
    private readonly repository: ActivityRepository,
  ) {}

  async ofFamily(user: AuthUser, familyId: number, query: ActivityQueryDto): Promise<ActivityPageResponse> {
    await this.access.requireAccess(user, 'activity.read', familyId);
    return this.page([familyId], query);
  }

  async ofAllFamilies(user: AuthUser, query: ActivityQueryDto): Promise<ActivityPageResponse> {
    const families = await this.access.familiesOf(user);
    return this.page(
      families.map((family) => family.familyId),
      query,
    );
  }

  /** One row past the page tells whether another follows. */
  private async page(familyIds: number[], query: ActivityQueryDto): Promise<ActivityPageResponse> {
    const limit = query.limit ?? 20;
    const rows = await this.repository.getPage(familyIds, query.before ? parseCursor(query.before) : null, limit + 1);
    const page = rows.slice(0, limit);
    return { activity: page.map(toActivityItemResponse), next_before: rows.length > limit ? formatCursor(page[page.length - 1]) : null };
  }
}
