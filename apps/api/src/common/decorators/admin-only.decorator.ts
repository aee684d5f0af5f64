import { SetMetadata } from '@nestjs/common';

export const ADMIN_ONLY = 'heirloom:admin-only';
export const BEFORE_ADMIN_TWO_FACTOR = 'heirloom:before-admin-two-factor';

/** Restricts a route or controller to platform administrators (403 for everyone else). */
export const AdminOnly = (): MethodDecorator & ClassDecorator => SetMetadata(ADMIN_ONLY, true);

/**
 * A platform admin's route that stays open before REQUIRE_ADMIN_2FA is met: only GET /admin/verify, which grants
 * nothing and tells the client to show "set up two-factor sign-in first".
 */
export const BeforeAdminTwoFactor = (): MethodDecorator => SetMetadata(BEFORE_ADMIN_TWO_FACTOR, true);
