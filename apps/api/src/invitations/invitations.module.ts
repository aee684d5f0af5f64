import { Module } from '@nestjs/common';
import { FamiliesModule } from '../families/families.module';
import { InvitationsController } from './invitations.controller';
import { InvitationsRepository } from './invitations.repository';
import { InvitationsService } from './invitations.service';

@Module({ imports: [FamiliesModule], controllers: [InvitationsController], providers: [InvitationsRepository, InvitationsService] })
export class InvitationsModule {}
