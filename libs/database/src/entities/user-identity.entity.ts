import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { instantColumn } from '../column-types';
import { User } from './user.entity';

/**
 * An account's identity at an OpenID Connect provider (single sign-on): the provider's issuer and its subject (`sub`),
 * unique together. A later sign-in from the provider finds the account by these, whatever e-mail it then carries.
 */
@Entity('user_identities')
export class UserIdentity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 255 })
  issuer: string;

  @Column({ type: 'varchar', length: 255 })
  subject: string;

  @CreateDateColumn(instantColumn)
  createdAt: Date;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;
}
