import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req, Res, StreamableFile, UseInterceptors } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { BackupUploadInterceptor } from './backup-upload.interceptor';
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

  /**
   * A backup archive from the admin's computer (multipart field `archive`), streamed to disk and checked as a
   * copied-in archive is; it joins the list, ready to restore (POST /admin/backup/{id}/restore).
   */
  @Post('upload')
  @UseInterceptors(BackupUploadInterceptor)
  async upload(@CurrentUser() caller: AuthUser, @Req() request: Request) {
    return { backup: await this.backups.importUploaded(caller, request.file!.path) };
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
  async download(@CurrentUser() caller: AuthUser, @Param('backupId', IdPipe) backupId: number, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    const { stream, size } = await this.backups.openArchive(caller, backupId);
    response.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(stream, { type: 'application/zip', length: size, disposition: `attachment; filename="${backupId}.zip"` });
  }

  /** Queues a restore (writes are refused with 503 while it runs); poll GET /admin/backup/{id}. */
  @Post(':backupId/restore')
  @HttpCode(202)
  async restore(@CurrentUser() caller: AuthUser, @Param('backupId', IdPipe) backupId: number, @Body() _dto: RestoreBackupDto) {
    return { backup: await this.backups.requestRestore(caller, backupId) };
  }

  @Delete(':backupId')
  @HttpCode(204)
  async delete(@Param('backupId', IdPipe) backupId: number): Promise<void> {
    await this.backups.delete(backupId);
  }
}
