import { User } from '@heirloom/database';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { UpdateAdminUserDto } from './admin-user.dto';
import { AdminUserResponse, toAdminUserResponse } from './admin-user.response';
import { AdminUsersRepository } from './admin-users.repository';
import { UserRemovalService } from './user-removal.service';

@Injectable()
export class AdminUsersService {
  constructor(
    private readonly repository: AdminUsersRepository,
    private readonly removal: UserRemovalService,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

  async list(page: number, perPage: number, search?: string): Promise<{ users: AdminUserResponse[]; total: number }> {
    const { rows, total } = await this.repository.getPage(page, perPage, search || undefined);
    return { users: rows.map(toAdminUserResponse), total };
  }

  async get(id: number): Promise<AdminUserResponse> {
    const row = await this.repository.getById(id);
    if (!row) throw new NotFoundException('User not found');
    return toAdminUserResponse(row);
  }

  /** Renames a user or changes their admin flag; an admin cannot take their own flag away. */
  async update(caller: AuthUser, id: number, dto: UpdateAdminUserDto): Promise<AdminUserResponse> {
    await this.get(id);
    if (id === caller.id && dto.is_admin === false) {
      throw new BadRequestException('You cannot remove admin privileges from yourself');
    }
    const changes: Partial<User> = {};
    if (dto.name !== undefined) changes.name = dto.name;
    if (dto.is_admin !== undefined) changes.isAdmin = dto.is_admin;
    if (Object.keys(changes).length > 0) await this.users.update({ id }, changes);
    return this.get(id);
  }

  async remove(caller: AuthUser, id: number): Promise<void> {
    if (id === caller.id) throw new BadRequestException('You cannot delete your own account');
    await this.removal.remove(id);
  }
}
