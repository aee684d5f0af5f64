import { Module } from '@nestjs/common';
import { TrashPurger } from './trash-purger';

/** Deleting trashed photos for good: for the API (a member's "delete forever", an admin's "empty trash") and the sweep. */
@Module({ providers: [TrashPurger], exports: [TrashPurger] })
export class TrashPurgeModule {}
