import { CanActivate, createParamDecorator, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { Caller } from '../access/access.rules';
import { AccessService } from '../access/access.service';
import { AuthUser } from '../auth/auth-user';
import { IdPipe } from '../common/validation/id.pipe';

const UPLOAD_CALLER = Symbol('upload caller');
type UploadRequest = Request & { [UPLOAD_CALLER]?: Caller };

/**
 * Checks that the caller may upload into the family before a byte of the upload is read: an outsider gets its
 * 404 at once instead of after sending megabytes. (Guards run before the interceptor that receives the files.) The
 * caller with their role stays on the request for the upload itself (UploadCaller), so the role is read once.
 */
@Injectable()
export class UploadAccessGuard implements CanActivate {
  private readonly ids = new IdPipe();

  constructor(private readonly access: AccessService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<UploadRequest>();
    const familyId = this.ids.transform(String(request.params.familyId));
    const user = request.user as AuthUser;
    const { role } = await this.access.requireAccess(user, 'photo.upload', familyId);
    request[UPLOAD_CALLER] = { user, role };
    return true;
  }
}

/** The uploader as UploadAccessGuard allowed them, with their role in the family. */
export const UploadCaller = createParamDecorator((_: unknown, context: ExecutionContext): Caller => {
  const caller = context.switchToHttp().getRequest<UploadRequest>()[UPLOAD_CALLER];
  if (!caller) throw new Error('UploadCaller is only set behind UploadAccessGuard');
  return caller;
});
