import { MigrationInterface, QueryRunner, Table, TableColumnOptions } from 'typeorm';
import { createdColumn, foreignKey, idColumn, intColumn, stringColumn } from './schema-helpers';

const optionalString = (name: string, length: number): TableColumnOptions => stringColumn(name, length, { isNullable: true });
const optionalDouble = (name: string): TableColumnOptions => ({ name, type: 'double', isNullable: true });

/** A fuzzy date's columns, as a photo's: the text, its range, precision and certainty. */
const fuzzyDateColumns = (prefix: 'birth' | 'death'): TableColumnOptions[] => [
  optionalString(`${prefix}_date_text`, 64),
  optionalString(`${prefix}_range_start`, 10),
  optionalString(`${prefix}_range_end`, 10),
  optionalString(`${prefix}_precision`, 16),
  optionalString(`${prefix}_certainty`, 16),
];

/**
 * People of a family (issue 14) and who is in which photo. A person may be linked to a member's account through
 * the membership itself (member_id): when the account leaves the family or is deleted, the membership goes and the
 * person stays, unlinked (SET NULL); one person per membership (unique). Deleting a family deletes its people;
 * deleting a person or a photo deletes their tags (photo_people), never the photos. The creator and the tagger are
 * kept as long as their accounts exist (SET NULL after).
 *
 * (family_id, name_key) serves the People page and the name search (name_key is the name folded for matching),
 * (birth_month_day, family_id) the birthdays of On This Day, photo_people's primary key (photo_id, person_id) the
 * people of listed photos and refuses a second tag, and (person_id, photo_id) a person's photos and the filter by
 * several people (each further person is one look-up of the primary key per photo).
 */
export class People1765100000000 implements MigrationInterface {
  name = 'People1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'people',
        columns: [
          idColumn(),
          intColumn('family_id'),
          stringColumn('name', 100),
          stringColumn('name_key', 100),
          ...fuzzyDateColumns('birth'),
          optionalString('birth_month_day', 5),
          ...fuzzyDateColumns('death'),
          intColumn('member_id', true),
          optionalString('notes', 2000),
          intColumn('created_by', true),
          optionalString('face_key', 255),
          createdColumn(queryRunner),
          createdColumn(queryRunner, 'updated_at'),
        ],
        indices: [
          { name: 'IDX_people_family_name', columnNames: ['family_id', 'name_key', 'id'] },
          { name: 'IDX_people_birth_month_day', columnNames: ['birth_month_day', 'family_id'] },
          { name: 'UQ_people_member_id', columnNames: ['member_id'], isUnique: true },
          { name: 'IDX_people_created_by', columnNames: ['created_by'] },
        ],
        foreignKeys: [foreignKey('family_id', 'families'), foreignKey('member_id', 'family_members', 'SET NULL'), foreignKey('created_by', 'users', 'SET NULL')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'photo_people',
        columns: [
          { ...intColumn('photo_id'), isPrimary: true },
          { ...intColumn('person_id'), isPrimary: true },
          optionalDouble('region_x'),
          optionalDouble('region_y'),
          optionalDouble('region_width'),
          optionalDouble('region_height'),
          intColumn('tagged_by', true),
          createdColumn(queryRunner),
        ],
        indices: [
          { name: 'IDX_photo_people_person', columnNames: ['person_id', 'photo_id'] },
          { name: 'IDX_photo_people_tagged_by', columnNames: ['tagged_by'] },
        ],
        foreignKeys: [foreignKey('photo_id', 'photos'), foreignKey('person_id', 'people'), foreignKey('tagged_by', 'users', 'SET NULL')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('photo_people');
    await queryRunner.dropTable('people');
  }
}
