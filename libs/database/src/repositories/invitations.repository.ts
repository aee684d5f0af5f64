import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, Repository } from 'typeorm';
import { Invitation } from '../entities';

/** An issue of an invitation whose e-mail has not gone out (its job id is made of both). */
export type OwedInvitationMail = Pick<Invitation, 'id' | 'createdAt'>;

/**
 * Invitation queries shared by the processes. So far the owed e-mails the maintenance sweep queues again, and whether
 * an address is invited (registration): the
 * API's invitation queries (apps/api/src/invitations/invitations.repository.ts) are to join this one.
 */
@Injectable()
export class InvitationsRepository {
  constructor(@InjectRepository(Invitation) private readonly invitations: Repository<Invitation>) {}

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
