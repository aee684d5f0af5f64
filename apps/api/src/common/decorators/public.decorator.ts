import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'heirloom:public';

/** Opens a route to callers without a session; every other route needs one. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);
