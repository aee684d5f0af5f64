import { Module } from '@nestjs/common';
import { FamiliesModule } from '../families/families.module';
import { FamilyMembersController, MembersController } from './members.controller';
import { MembersService } from './members.service';

@Module({ imports: [FamiliesModule], controllers: [FamilyMembersController, MembersController], providers: [MembersService] })
export class MembersModule {}
