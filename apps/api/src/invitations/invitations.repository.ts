import { Invitation } from '@heirloom/database';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, Repository } from 'typeorm';

@Injectable()
export class InvitationsRepository {
  constructor(@InjectRepository(Invitation) private readonly invitations: Repository<Invitation>) {}

  getById(id: number): Promise<Invitation | null> {
    return this.invitations.findOne({ where: { id }, relations: { inviter: true } });
  }

  getByToken(token: string): Promise<Invitation | null> {
    return this.invitations.findOneBy({ token });
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
}
