import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AccessService } from '../access/access.service';
import { AuthUser } from '../auth/auth-user';
import { IdPipe } from '../common/validation/id.pipe';

/**
 * Checks that the caller may upload into the family before a byte of the upload is read: an outsider gets its
 * 404 at once instead of after sending megabytes. (Guards run before the interceptor that receives the files.)
 */
@Injectable()
export class UploadAccessGuard implements CanActivate {
  private readonly ids = new IdPipe();

  constructor(private readonly access: AccessService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const familyId = this.ids.transform(String(request.params.familyId));
    await this.access.requireAccess(request.user as AuthUser, 'photo.upload', familyId);
    return true;
  }
}
