import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, MoreThan, Repository } from 'typeorm';
import { FamilyMember, Invitation, User } from '../entities';

/** An issue of an invitation whose e-mail has not gone out (its job id is made of both). */
export type OwedInvitationMail = Pick<Invitation, 'id' | 'createdAt'>;

/** An invitation as it is issued (or issued again): its token, role, inviter and validity. */
export type InvitationIssue = Pick<Invitation, 'role' | 'token' | 'invitedBy' | 'createdAt' | 'expiresAt' | 'acceptedAt' | 'mailSentAt'>;

/** Every read and write of the invitations table: the API's, the maintenance sweep's and registration's. */
@Injectable()
export class InvitationsRepository {
  constructor(
    @InjectRepository(Invitation) private readonly invitations: Repository<Invitation>,
    private readonly dataSource: DataSource,
  ) {}

  getById(id: number): Promise<Invitation | null> {
    return this.invitations.findOne({ where: { id }, relations: { inviter: true } });
  }

  /** An invitation not accepted yet, with its family and inviter, as its e-mail names them. */
  getOpenWithFamily(id: number): Promise<Invitation | null> {
    return this.invitations.findOne({ where: { id, acceptedAt: IsNull() }, relations: { family: true, inviter: true } });
  }

  /** Records that the e-mail of this issue of the invitation went out; a renewal since (another token) is left owed. */
  async markMailSent(id: number, token: string, at: Date): Promise<void> {
    await this.invitations.update({ id, token }, { mailSentAt: at });
  }

  /** With its family and inviter, as the invitee is shown it. */
  getByToken(token: string): Promise<Invitation | null> {
    return this.invitations.findOne({ where: { token }, relations: { family: true, inviter: true } });
  }

  /** Invitations the family has sent and that were not accepted yet, newest first. */
  getOpenForFamily(familyId: number): Promise<Invitation[]> {
    return this.invitations.find({
      where: { familyId, acceptedAt: IsNull() },
      relations: { inviter: true },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
  }

  /** Unexpired, unaccepted invitations addressed to an e-mail, newest first. */
  getPendingForEmail(email: string, now: Date): Promise<Invitation[]> {
    return this.invitations.find({
      where: { email, acceptedAt: IsNull(), expiresAt: MoreThan(now) },
      relations: { family: true, inviter: true },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
  }

  /** Whether an account with this address is a member of the family already. */
  async hasMemberWithEmail(familyId: number, email: string): Promise<boolean> {
    const count = await this.dataSource
      .getRepository(FamilyMember)
      .createQueryBuilder('m')
      .innerJoin('m.user', 'u')
      .where('m.familyId = :familyId AND u.email = :email', { familyId, email })
      .getCount();
    return count > 0;
  }

  /** A family holds one invitation per address: issuing again renews that row. */
  async issue(familyId: number, email: string, issue: InvitationIssue): Promise<Invitation> {
    const existing = await this.invitations.findOneBy({ familyId, email });
    return existing ? this.invitations.save(Object.assign(existing, issue)) : this.invitations.save(this.invitations.create({ familyId, email, ...issue }));
  }

  async delete(id: number): Promise<void> {
    await this.invitations.delete({ id });
  }

  /**
   * Claims the invitation for the user and makes them a member with its role, in one transaction: false when it was
   * claimed first by someone else. The invitation came through the link mailed to its address, so the account's
   * address is verified by the same stroke (when it is still the invited one).
   */
  async accept(invitation: Invitation, userId: number, now: Date): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const claimed = await manager.update(Invitation, { id: invitation.id, acceptedAt: IsNull() }, { acceptedAt: now });
      if (!claimed.affected) return false;
      await manager.insert(FamilyMember, { familyId: invitation.familyId, userId, role: invitation.role });
      await manager.update(User, { id: userId, email: invitation.email, emailVerifiedAt: IsNull() }, { emailVerifiedAt: now });
      return true;
    });
  }

  /** Whether any family waits for this address: an open, unexpired invitation to it (REGISTRATION=invite). */
  isInvited(email: string, now: Date): Promise<boolean> {
    return this.invitations.exists({ where: { email, acceptedAt: IsNull(), expiresAt: MoreThan(now) } });
  }

  /** Open, unexpired invitations whose e-mail is not sent yet, after `afterId` along the primary key, `limit` of them. */
  getOwedMail(now: Date, afterId: number, limit: number): Promise<OwedInvitationMail[]> {
    return this.invitations.find({
      select: { id: true, createdAt: true },
      where: { mailSentAt: IsNull(), acceptedAt: IsNull(), expiresAt: MoreThan(now), id: MoreThan(afterId) },
      order: { id: 'ASC' },
      take: limit,
    });
  }
}
