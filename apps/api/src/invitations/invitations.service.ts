import type { FamilyInvitationIssuedResponse, FamilyInvitationListResponse, FamilyInvitationResponse, PendingInvitationResponse } from '@heirloom/contracts';
import { AppConfig, InjectConfig } from '@heirloom/config';
import { FamiliesRepository, FamilyRole, Invitation, InvitationIssue, InvitationsRepository, newSecretToken } from '@heirloom/database';
import { invitationMailJobId, JobProducer } from '@heirloom/jobs';
import { invitationLink } from '@heirloom/mail';
import { ConflictException, ForbiddenException, GoneException, Injectable, NotFoundException } from '@nestjs/common';
import { AccessService } from '../access/access.service';
import { AuditService } from '../audit/audit.service';
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
    private readonly audit: AuditService,
  ) {}

  /** The caller's invitations; their tokens only once the caller's address is verified (see PendingInvitationResponse). */
  async listPending(user: AuthUser): Promise<PendingInvitationResponse[]> {
    const verified = user.emailVerifiedAt !== null;
    return (await this.repository.getPendingForEmail(user.email, new Date())).map((invitation) => toPendingInvitationResponse(invitation, verified));
  }

  async listForFamily(user: AuthUser, familyId: number): Promise<FamilyInvitationListResponse> {
    await this.access.requireAccess(user, 'invitation.list', familyId);
    return { invitations: (await this.repository.getOpenForFamily(familyId)).map(this.toResponse), email_enabled: this.emailEnabled };
  }

  /** Whether invitations go out by e-mail (SMTP_URL is set); without it the admins send the link themselves. */
  get emailEnabled(): boolean {
    return Boolean(this.config.smtpUrl);
  }

  /**
   * Invites an e-mail address. A family holds one invitation per address: inviting again renews it with a
   * fresh token and a new 7-day expiry. The e-mail goes out as a job; the row says it is owed until the job has sent
   * it, so a job lost with its queue is queued again (OwedJobsSweeper).
   */
  async create(user: AuthUser, familyId: number, email: string, role: FamilyRole): Promise<FamilyInvitationIssuedResponse> {
    await this.access.requireAccess(user, 'invitation.create', familyId);
    if (await this.repository.hasMemberWithEmail(familyId, email)) throw new ConflictException('That person is already a member of this family');
    return this.issue(user, familyId, email, { role, token: newSecretToken(), invitedBy: user.id });
  }

  /**
   * Sends an open invitation again (pending or expired): the same link, valid 7 days from now, mailed afresh. The token
   * is kept, so a link an admin copied and passed on before keeps working.
   */
  async resend(user: AuthUser, invitationId: number): Promise<FamilyInvitationIssuedResponse> {
    await this.access.requireAccess(user, 'invitation.resend', invitationId);
    const invitation = await this.repository.getById(invitationId);
    if (!invitation) throw new NotFoundException('Invitation not found');
    if (invitation.acceptedAt) throw new GoneException('This invitation has already been accepted');
    return this.issue(user, invitation.familyId, invitation.email, { role: invitation.role, token: invitation.token, invitedBy: invitation.invitedBy });
  }

  /** Issues (or renews) the family's invitation to an address for 7 days from now, its e-mail owed until sent. */
  private async issue(user: AuthUser, familyId: number, email: string, what: Pick<InvitationIssue, 'role' | 'token' | 'invitedBy'>): Promise<FamilyInvitationIssuedResponse> {
    const now = new Date();
    const saved = await this.repository.issue(familyId, email, { ...what, createdAt: now, expiresAt: new Date(now.getTime() + INVITATION_TTL_MS), acceptedAt: null, mailSentAt: null });
    // The address is the invitation's name, as the family's admins see it in its list; never its token.
    await this.audit.record({
      action: 'invitation.created',
      actor: user,
      family: await this.families.getById(familyId),
      target: { type: 'invitation', id: saved.id, label: email },
      details: { role: what.role },
    });
    await this.jobs.enqueue('mail.invitation', { invitationId: saved.id }, { jobId: invitationMailJobId(saved) });
    return { invitation: this.toResponse((await this.repository.getById(saved.id))!), email_enabled: this.emailEnabled };
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
    await this.audit.record({
      action: 'member.added',
      actor: user,
      family: await this.families.getById(invitation.familyId),
      target: { type: 'user', id: user.id, label: user.name },
      details: { role: invitation.role, invitation_id: invitation.id },
    });
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
    const grant = await this.access.requireAccess(user, 'invitation.delete', invitationId);
    const invitation = await this.repository.getById(invitationId);
    await this.repository.delete(invitationId);
    if (!invitation) return;
    await this.audit.record({
      action: 'invitation.revoked',
      actor: user,
      family: await this.families.getById(grant.familyId),
      target: { type: 'invitation', id: invitationId, label: invitation.email },
      details: { declined: invitation.email === user.email && grant.role !== 'admin' },
    });
  }

  private readonly toResponse = (invitation: Invitation): FamilyInvitationResponse =>
    toFamilyInvitationResponse(invitation, (token) => invitationLink(this.config, token));
}
