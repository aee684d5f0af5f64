import { ISession } from 'connect-typeorm';
import { Column, DeleteDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import { bigintAsNumber, instantColumn } from '../column-types';

/** Where scaled mode keeps sessions: one Redis key per session, this prefix and the session id (connect-redis). */
export const REDIS_SESSION_PREFIX = 'heirloom:sess:';

/** express-session rows for the embedded mode (connect-typeorm); scaled mode keeps sessions in Redis. */
@Entity('sessions')
export class Session implements ISession {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  id: string;

  @Index()
  @Column(bigintAsNumber)
  expiredAt: number;

  @Column({ type: 'text' })
  json: string;

  @DeleteDateColumn({ ...instantColumn, nullable: true })
  destroyedAt?: Date;
}
