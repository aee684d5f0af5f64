import { Module } from '@nestjs/common';
import { FamilyMembersController, MembersController } from './members.controller';
import { MembersService } from './members.service';

@Module({ controllers: [FamilyMembersController, MembersController], providers: [MembersService] })
export class MembersModule {}
