import type { RunDigestsResponse } from '@heirloom/contracts';
import { UsersRepository } from '@heirloom/database';
import { DigestPlanner } from '@heirloom/processors';
import { Injectable, NotFoundException } from '@nestjs/common';
import { RunDigestsDto } from './admin-digests.dto';

/** A platform admin's "send the digests now": the planner queues them; each one's claim still makes it go out once. */
@Injectable()
export class AdminDigestsService {
  constructor(
    private readonly planner: DigestPlanner,
    private readonly users: UsersRepository,
  ) {}

  async run(dto: RunDigestsDto): Promise<RunDigestsResponse> {
    if (dto.user_id === undefined) return { queued: await this.planner.queueOwed() };
    if (!(await this.users.getById(dto.user_id))) throw new NotFoundException('No user has this id');
    return { queued: await this.planner.queueFor(dto.user_id) };
  }
}
