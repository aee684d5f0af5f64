import { FamilyMember, Invitation, User } from '@heirloom/database';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, MoreThan, Repository } from 'typeorm';

@Injectable()
export class InvitationsRepository {
  constructor(
    @InjectRepository(Invitation) private readonly invitations: Repository<Invitation>,
    private readonly dataSource: DataSource,
  ) {}

  getById(id: number): Promise<Invitation | null> {
    return this.invitations.findOne({ where: { id }, relations: { inviter: true } });
  }

  /** With its family and inviter, as the invitee is shown it. */
  getByToken(token: string): Promise<Invitation | null> {
    return this.invitations.findOne({ where: { token }, relations: { family: true, inviter: true } });
  }

  getByFamilyAndEmail(familyId: number, email: string): Promise<Invitation | null> {
    return this.invitations.findOneBy({ familyId, email });
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
}
