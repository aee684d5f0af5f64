import { Invitation } from '../entities';
import { InvitationIssue, InvitationsRepository } from '../repositories/invitations.repository';
import { InMemoryRows } from './in-memory-rows';

const newestFirst = (a: Invitation, b: Invitation): number => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;

/**
 * What InvitationsService needs of InvitationsRepository, over in-memory rows, accepting's rules included
 * (invitations.repository.spec.ts holds both to them).
 */
export class InMemoryInvitationsRepository
  implements Pick<InvitationsRepository, 'getById' | 'getByToken' | 'getOpenForFamily' | 'getPendingForEmail' | 'hasMemberWithEmail' | 'issue' | 'delete' | 'accept'>
{
  constructor(readonly rows: InMemoryRows) {}

  async getById(id: number): Promise<Invitation | null> {
    const invitation = this.rows.invitations.find((candidate) => candidate.id === id);
    return invitation ? this.withRelations(invitation) : null;
  }

  async getByToken(token: string): Promise<Invitation | null> {
    const invitation = this.rows.invitations.find((candidate) => candidate.token === token);
    return invitation ? this.withRelations(invitation) : null;
  }

  async getOpenForFamily(familyId: number): Promise<Invitation[]> {
    return this.rows.invitations
      .filter((invitation) => invitation.familyId === familyId && invitation.acceptedAt === null)
      .sort(newestFirst)
      .map((invitation) => this.withRelations(invitation));
  }

  async getPendingForEmail(email: string, now: Date): Promise<Invitation[]> {
    return this.rows.invitations
      .filter((invitation) => invitation.email === email && invitation.acceptedAt === null && invitation.expiresAt > now)
      .sort(newestFirst)
      .map((invitation) => this.withRelations(invitation));
  }

  async hasMemberWithEmail(familyId: number, email: string): Promise<boolean> {
    return this.rows.members.some((member) => member.familyId === familyId && this.rows.userOf(member.userId)?.email === email);
  }

  async issue(familyId: number, email: string, issue: InvitationIssue): Promise<Invitation> {
    const existing = this.rows.invitations.find((invitation) => invitation.familyId === familyId && invitation.email === email);
    if (existing) return Object.assign(existing, issue);
    return this.rows.addInvitation(familyId, issue.invitedBy, { email, ...issue });
  }

  async delete(id: number): Promise<void> {
    this.rows.invitations = this.rows.invitations.filter((invitation) => invitation.id !== id);
  }

  /** As the real one: claimed once, the membership added, and the invited address (only) verified if it was not. */
  async accept(invitation: Invitation, userId: number, now: Date): Promise<boolean> {
    const stored = this.rows.invitations.find((candidate) => candidate.id === invitation.id);
    if (!stored || stored.acceptedAt !== null) return false;
    // The real insert fails on the unique (family, user) key, and the transaction takes the claim back.
    if (this.rows.members.some((member) => member.familyId === invitation.familyId && member.userId === userId)) {
      throw new Error('UNIQUE constraint failed: family_members.family_id, family_members.user_id');
    }
    stored.acceptedAt = now;
    this.rows.addMember(invitation.familyId, userId, invitation.role);
    const user = this.rows.userOf(userId);
    if (user && user.email === invitation.email && user.emailVerifiedAt === null) user.emailVerifiedAt = now;
    return true;
  }

  private withRelations(invitation: Invitation): Invitation {
    return { ...invitation, family: this.rows.familyOf(invitation.familyId), inviter: this.rows.userOf(invitation.invitedBy) };
  }
}
