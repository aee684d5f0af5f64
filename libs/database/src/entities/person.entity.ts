import type { DateCertainty, DatePrecision } from '@heirloom/media';
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { instantColumn } from '../column-types';
import { Family } from './family.entity';
import { FamilyMember } from './family-member.entity';
import { Photo } from './photo.entity';

/**
 * Someone of a family, who may appear in its photos: an ancestor who never had an account, or a member (member_id,
 * the membership itself, so the link ends when the account leaves). Birth and death dates are stored as a photo's
 * date is: the text typed, its range 'YYYY-MM-DD'…'YYYY-MM-DD', precision and certainty; birth_month_day ('MM-DD')
 * only when the birth day is known exactly (On This Day's birthdays).
 */
@Entity('people')
export class Person {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  familyId: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** The name folded for matching (lower case, no diacritics): the People page's order and its search. */
  @Column({ type: 'varchar', length: 100 })
  nameKey: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  birthDateText: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  birthRangeStart: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  birthRangeEnd: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  birthPrecision: DatePrecision | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  birthCertainty: DateCertainty | null;

  @Column({ type: 'varchar', length: 5, nullable: true })
  birthMonthDay: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  deathDateText: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  deathRangeStart: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  deathRangeEnd: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  deathPrecision: DatePrecision | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  deathCertainty: DateCertainty | null;

  @Column({ type: 'int', nullable: true })
  memberId: number | null;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  notes: string | null;

  @Column({ type: 'int', nullable: true })
  createdBy: number | null;

  /** The stored face (a square crop of a tagged region); its name tells which tag it was made from. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  faceKey: string | null;

  /** The photo the face is chosen from, while they are tagged in it; null: the latest tagged photo. */
  @Column({ type: 'int', nullable: true })
  facePhotoId: number | null;

  @CreateDateColumn(instantColumn)
  createdAt: Date;

  @UpdateDateColumn(instantColumn)
  updatedAt: Date;

  @ManyToOne(() => Family, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'family_id' })
  family?: Family;

  @ManyToOne(() => FamilyMember, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'member_id' })
  member?: FamilyMember | null;
}

/** A person in a photo, with where (fractions 0–1 of the upright image) when the tagger drew a box. */
@Entity('photo_people')
export class PhotoPerson {
  @PrimaryColumn({ type: 'int' })
  photoId: number;

  @PrimaryColumn({ type: 'int' })
  personId: number;

  @Column({ type: 'double', nullable: true })
  regionX: number | null;

  @Column({ type: 'double', nullable: true })
  regionY: number | null;

  @Column({ type: 'double', nullable: true })
  regionWidth: number | null;

  @Column({ type: 'double', nullable: true })
  regionHeight: number | null;

  @Column({ type: 'int', nullable: true })
  taggedBy: number | null;

  /** Its photo's sort_date, written by triggers only (photo-copies.schema.ts): a person's page walks it in order. */
  @Column({ type: 'varchar', length: 19, nullable: true, select: false, insert: false, update: false })
  sortDate: string | null;

  @CreateDateColumn(instantColumn)
  createdAt: Date;

  @ManyToOne(() => Photo, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'photo_id' })
  photo?: Photo;

  @ManyToOne(() => Person, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'person_id' })
  person?: Person;
}
