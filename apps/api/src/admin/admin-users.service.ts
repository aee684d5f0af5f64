import type { AdminUserPageResponse, AdminUserResponse } from '@heirloom/contracts';
import { AdminRepository, UsersRepository } from '@heirloom/database';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { AuthUser } from '../auth/auth-user';
import { UpdateAdminUserDto } from './admin-user.dto';
import { toAdminUserResponse } from './admin-user.response';
import { UserRemovalService } from './user-removal.service';

@Injectable()
export class AdminUsersService {
  constructor(
    private readonly repository: AdminRepository,
    private readonly users: UsersRepository,
    private readonly removal: UserRemovalService,
    private readonly audit: AuditService,
  ) {}

  async list(page: number, perPage: number, search?: string): Promise<AdminUserPageResponse> {
    const { rows, total } = await this.repository.users.getPage(page, perPage, search || undefined);
    return { users: rows.map(toAdminUserResponse), total };
  }

  async get(id: number): Promise<AdminUserResponse> {
    const user = await this.repository.users.getById(id);
    if (!user) throw new NotFoundException('User not found');
    return toAdminUserResponse(user);
  }

  /**
   * Renames a user, changes their admin flag or says whether their address is verified; an admin cannot take their
   * own flag away. Marking verified keeps the time an address was first verified.
   */
  async update(caller: AuthUser, id: number, dto: UpdateAdminUserDto): Promise<AdminUserResponse> {
    const before = await this.get(id);
    if (id === caller.id && dto.is_admin === false) {
      throw new BadRequestException('You cannot remove admin privileges from yourself');
    }
    await this.users.update(id, { name: dto.name, isAdmin: dto.is_admin });
    if (dto.email_verified !== undefined) await this.users.setEmailVerified(id, dto.email_verified, new Date());
    const after = await this.get(id);
    if (after.is_admin !== before.is_admin) {
      await this.audit.record({ action: 'user.role_changed', actor: caller, target: { type: 'user', id, label: after.name }, details: { platform_admin: after.is_admin } });
    }
    return after;
  }

  async remove(caller: AuthUser, id: number): Promise<void> {
    if (id === caller.id) throw new BadRequestException('You cannot delete your own account');
    await this.removal.remove(id, caller);
  }
}
