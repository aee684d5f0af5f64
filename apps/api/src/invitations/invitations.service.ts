import type { FamilyInvitationResponse, PendingInvitationResponse } from '@heirloom/contracts';
import { AppConfig, InjectConfig } from '@heirloom/config';
import { FamiliesRepository, FamilyRole, Invitation, InvitationsRepository, newSecretToken } from '@heirloom/database';
import { invitationMailJobId, JobProducer } from '@heirloom/jobs';
import { invitationLink } from '@heirloom/mail';
import { ConflictException, ForbiddenException, GoneException, Injectable, NotFoundException } from '@nestjs/common';
import { AccessService } from '../access/access.service';
import { AuthUser } from '../auth/auth-user';
import { FamilyEvents } from '../notifications/family-events.service';
import { toFamilyInvitationResponse, toPendingInvitationResponse } from './invitation.response';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

@Injectable()
export class InvitationsService {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly access: AccessService,
    private readonly repository: InvitationsRepository,
    private readonly families: FamiliesRepository,
    private readonly jobs: JobProducer,
    private readonly events: FamilyEvents,
  ) {}

  /** The caller's invitations; their tokens only once the caller's address is verified (see PendingInvitationResponse). */
  async listPending(user: AuthUser): Promise<PendingInvitationResponse[]> {
    const verified = user.emailVerifiedAt !== null;
    return (await this.repository.getPendingForEmail(user.email, new Date())).map((invitation) => toPendingInvitationResponse(invitation, verified));
  }

  async listForFamily(user: AuthUser, familyId: number): Promise<FamilyInvitationResponse[]> {
    await this.access.requireAccess(user, 'invitation.list', familyId);
    return (await this.repository.getOpenForFamily(familyId)).map(this.toResponse);
  }

  /**
   * Invites an e-mail address. A family holds one invitation per address: inviting again renews it with a
   * fresh token and a new 7-day expiry. The e-mail goes out as a job; the row says it is owed until the job has sent
   * it, so a job lost with its queue is queued again (OwedJobsSweeper).
   */
  async create(user: AuthUser, familyId: number, email: string, role: FamilyRole): Promise<FamilyInvitationResponse> {
    await this.access.requireAccess(user, 'invitation.create', familyId);
    if (await this.repository.hasMemberWithEmail(familyId, email)) throw new ConflictException('That person is already a member of this family');
    const now = new Date();
    const renewal = { role, token: newSecretToken(), invitedBy: user.id, createdAt: now, expiresAt: new Date(now.getTime() + INVITATION_TTL_MS), acceptedAt: null, mailSentAt: null };
    const saved = await this.repository.issue(familyId, email, renewal);
    await this.jobs.enqueue('mail.invitation', { invitationId: saved.id }, { jobId: invitationMailJobId(saved) });
    return this.toResponse((await this.repository.getById(saved.id))!);
  }

  /**
   * The invitation behind a token, for the page its link opens: to its addressee only, while it can be accepted. The
   * caller holds the token already, so it is part of the answer; an unverified account sees here what it accepts.
   */
  async getByToken(user: AuthUser, token: string): Promise<PendingInvitationResponse> {
    return toPendingInvitationResponse(await this.openInvitationFor(user, token), true);
  }

  /**
   * Accepts by token: only the addressee, only once, only before it expires. An unverified account may: the token
   * reached it through the link mailed to the address (or copied from the app by a family admin), which proves the
   * mailbox, so accepting verifies the address too.
   */
  async accept(user: AuthUser, token: string): Promise<number> {
    const invitation = await this.openInvitationFor(user, token);
    if (await this.families.getMembership(user.id, invitation.familyId)) {
      throw new ConflictException('You are already a member of this family');
    }
    if (!(await this.repository.accept(invitation, user.id, new Date()))) throw new GoneException('This invitation has already been used');
    await this.events.memberJoined(user, invitation.familyId);
    return invitation.familyId;
  }

  /** The invitation of a token, if it is the caller's and still open; else why not (404, 403, 410). */
  private async openInvitationFor(user: AuthUser, token: string): Promise<Invitation> {
    const invitation = await this.repository.getByToken(token);
    if (!invitation) throw new NotFoundException('Invitation not found');
    if (invitation.email !== user.email) throw new ForbiddenException('This invitation was sent to a different email address');
    if (invitation.acceptedAt) throw new GoneException('This invitation has already been used');
    if (invitation.expiresAt <= new Date()) throw new GoneException('This invitation has expired: ask for a new one');
    return invitation;
  }

  /** A family admin cancels, or the invitee declines. */
  async delete(user: AuthUser, invitationId: number): Promise<void> {
    await this.access.requireAccess(user, 'invitation.delete', invitationId);
    await this.repository.delete(invitationId);
  }

  private readonly toResponse = (invitation: Invitation): FamilyInvitationResponse =>
    toFamilyInvitationResponse(invitation, (token) => invitationLink(this.config, token));
}
