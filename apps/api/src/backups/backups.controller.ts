import { Body, Controller, Delete, Get, HttpCode, Param, Post, Res, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AuthUser } from '../auth/auth-user';
import { AdminOnly } from '../common/decorators/admin-only.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { IdPipe } from '../common/validation/id.pipe';
import { RestoreBackupDto } from './backup.dto';
import { BackupsService } from './backups.service';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/backup')
export class BackupsController {
  constructor(private readonly backups: BackupsService) {}

  /** Queues a backup; poll GET /admin/backup/{id} for its progress. */
  @Post('create')
  @HttpCode(202)
  async create(@CurrentUser() caller: AuthUser) {
    return { backup: await this.backups.create(caller) };
  }

  @Get('list')
  async list() {
    return { backups: await this.backups.list() };
  }

  @Get(':backupId')
  async get(@Param('backupId', IdPipe) backupId: number) {
    return { backup: await this.backups.get(backupId) };
  }

  @Get(':backupId/download')
  async download(@Param('backupId', IdPipe) backupId: number, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    const { stream, size } = await this.backups.openArchive(backupId);
    response.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(stream, { type: 'application/zip', length: size, disposition: `attachment; filename="${backupId}.zip"` });
  }

  /** Queues a restore (writes are refused with 503 while it runs); poll GET /admin/backup/{id}. */
  @Post(':backupId/restore')
  @HttpCode(202)
  async restore(@Param('backupId', IdPipe) backupId: number, @Body() _dto: RestoreBackupDto) {
    return { backup: await this.backups.requestRestore(backupId) };
  }

  @Delete(':backupId')
  @HttpCode(204)
  async delete(@Param('backupId', IdPipe) backupId: number): Promise<void> {
    await this.backups.delete(backupId);
  }
}
