import { FamiliesRepository, FamilyMember, FamilyRole, Invitation } from '@heirloom/database';
import { invitationMailJobId, JobProducer } from '@heirloom/jobs';
import { ConflictException, ForbiddenException, GoneException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource, IsNull, Repository } from 'typeorm';
import { AccessService } from '../access/access.service';
import { AuthUser } from '../auth/auth-user';
import {
  FamilyInvitationResponse,
  PendingInvitationResponse,
  toFamilyInvitationResponse,
  toPendingInvitationResponse,
} from './invitation.response';
import { InvitationsRepository } from './invitations.repository';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** 32 random bytes: 256 bits, far beyond guessing. */
const newToken = (): string => randomBytes(32).toString('base64url');

@Injectable()
export class InvitationsService {
  constructor(
    private readonly access: AccessService,
    private readonly repository: InvitationsRepository,
    private readonly families: FamiliesRepository,
    private readonly jobs: JobProducer,
    private readonly dataSource: DataSource,
    @InjectRepository(Invitation) private readonly invitations: Repository<Invitation>,
  ) {}

  async listPending(user: AuthUser): Promise<PendingInvitationResponse[]> {
    return (await this.repository.getPendingForEmail(user.email, new Date())).map(toPendingInvitationResponse);
  }

  async listForFamily(user: AuthUser, familyId: number): Promise<FamilyInvitationResponse[]> {
    await this.access.requireAccess(user, 'invitation.list', familyId);
    return (await this.repository.getOpenForFamily(familyId)).map(toFamilyInvitationResponse);
  }

  /**
   * Invites an e-mail address. A family holds one invitation per address: inviting again renews it with a
   * fresh token and a new 7-day expiry. The e-mail goes out as a job; the row says it is owed until the job has sent
   * it, so a job lost with its queue is queued again (OwedJobsSweeper).
   */
  async create(user: AuthUser, familyId: number, email: string, role: FamilyRole): Promise<FamilyInvitationResponse> {
    await this.access.requireAccess(user, 'invitation.create', familyId);
    if (await this.isMember(familyId, email)) throw new ConflictException('That person is already a member of this family');
    const now = new Date();
    const renewal = { role, token: newToken(), invitedBy: user.id, createdAt: now, expiresAt: new Date(now.getTime() + INVITATION_TTL_MS), acceptedAt: null, mailSentAt: null };
    const existing = await this.repository.getByFamilyAndEmail(familyId, email);
    const saved = existing
      ? await this.invitations.save(Object.assign(existing, renewal))
      : await this.invitations.save(this.invitations.create({ familyId, email, ...renewal }));
    await this.jobs.enqueue('mail.invitation', { invitationId: saved.id }, { jobId: invitationMailJobId(saved) });
    return toFamilyInvitationResponse((await this.repository.getById(saved.id))!);
  }

  /** Accepts by token: only the addressee, only once, only before it expires. */
  async accept(user: AuthUser, token: string): Promise<number> {
    const invitation = await this.repository.getByToken(token);
    if (!invitation) throw new NotFoundException('Invitation not found');
    if (invitation.email !== user.email) throw new ForbiddenException('This invitation was sent to a different email address');
    if (invitation.acceptedAt) throw new GoneException('This invitation has already been used');
    if (invitation.expiresAt <= new Date()) throw new GoneException('This invitation has expired: ask for a new one');
    if (await this.families.getMembership(user.id, invitation.familyId)) {
      throw new ConflictException('You are already a member of this family');
    }
    await this.dataSource.transaction(async (manager) => {
      const claimed = await manager.update(Invitation, { id: invitation.id, acceptedAt: IsNull() }, { acceptedAt: new Date() });
      if (!claimed.affected) throw new GoneException('This invitation has already been used');
      await manager.insert(FamilyMember, { familyId: invitation.familyId, userId: user.id, role: invitation.role });
    });
    return invitation.familyId;
  }

  /** A family admin cancels, or the invitee declines. */
  async delete(user: AuthUser, invitationId: number): Promise<void> {
    await this.access.requireAccess(user, 'invitation.delete', invitationId);
    await this.invitations.delete({ id: invitationId });
  }

  private async isMember(familyId: number, email: string): Promise<boolean> {
    const count = await this.dataSource
      .getRepository(FamilyMember)
      .createQueryBuilder('m')
      .innerJoin('m.user', 'u')
      .where('m.familyId = :familyId AND u.email = :email', { familyId, email })
      .getCount();
    return count > 0;
  }
}
