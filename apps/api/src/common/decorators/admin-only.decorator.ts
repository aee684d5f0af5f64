import { SetMetadata } from '@nestjs/common';

export const ADMIN_ONLY = 'heirloom:admin-only';

/** Restricts a route or controller to platform administrators (403 for everyone else). */
export const AdminOnly = (): MethodDecorator & ClassDecorator => SetMetadata(ADMIN_ONLY, true);
