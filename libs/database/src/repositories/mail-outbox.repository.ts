import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, MoreThan, Repository } from 'typeorm';
import { OwedMail } from '../entities';

/** An e-mail job still owed: its name, payload and job id, as they were queued. */
export type OwedMailJob = Pick<OwedMail, 'id' | 'jobId' | 'name' | 'payload'>;

/** E-mail jobs written down before they are queued, crossed off once they have run (mail_outbox). */
@Injectable()
export class MailOutboxRepository {
  constructor(@InjectRepository(OwedMail) private readonly outbox: Repository<OwedMail>) {}

  /** Writes the job down; the same job id twice is one row. */
  async add(jobId: string, name: string, payload: object, now = new Date()): Promise<void> {
    await this.outbox.createQueryBuilder().insert().values({ jobId, name, payload: JSON.stringify(payload), createdAt: now }).orIgnore().updateEntity(false).execute();
  }

  /** The job has run (mailed, or found nothing to mail). */
  async remove(jobId: string): Promise<void> {
    await this.outbox.delete({ jobId });
  }

  /** A page of the jobs written down before `before`, along the primary key. */
  getOwed(before: Date, afterId: number, limit: number): Promise<OwedMailJob[]> {
    return this.outbox.find({
      select: { id: true, jobId: true, name: true, payload: true },
      where: { id: MoreThan(afterId), createdAt: LessThan(before) },
      order: { id: 'ASC' },
      take: limit,
    });
  }
}
