import { Column, CreateDateColumn, Entity, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { instantColumn } from '../column-types';
import type { FamilyMember } from './family-member.entity';

@Entity('families')
export class Family {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 1000, default: '' })
  description: string;

  /** Null once the creator's account is deleted; the family lives on with its members. */
  @Column({ type: 'int', nullable: true })
  createdBy: number | null;

  @CreateDateColumn(instantColumn)
  createdAt: Date;

  @UpdateDateColumn(instantColumn)
  updatedAt: Date;

  @OneToMany('FamilyMember', (member: FamilyMember) => member.family)
  members?: FamilyMember[];
}
