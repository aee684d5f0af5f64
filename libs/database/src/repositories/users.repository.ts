import { User } from '@heirloom/database';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

/** Queries on users; e-mails arrive already trimmed and lower-cased. */
@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  getById(id: number): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  getByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email });
  }

  /** The same user with the password hash, which is not selected by default. */
  getCredentials(email: string): Promise<User | null> {
    return this.users.createQueryBuilder('user').addSelect('user.passwordHash').where('user.email = :email', { email }).getOne();
  }

  count(): Promise<number> {
    return this.users.count();
  }

  touchLastSeen(id: number, at: Date): Promise<unknown> {
    return this.users.update({ id }, { lastSeenAt: at });
  }

  setAdmin(id: number, isAdmin: boolean): Promise<unknown> {
    return this.users.update({ id }, { isAdmin });
  }
}
