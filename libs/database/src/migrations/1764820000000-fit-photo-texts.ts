import { MigrationInterface, QueryRunner } from 'typeorm';
import { dialectOf } from '../dialect';

/** The photo columns filled from inside a file, and the characters each holds (as created by Photos1764200000000). */
const FILE_TEXT_COLUMNS = { camera_info: 255, camera_settings: 255, original_filename: 255 } as const;

/**
 * Cuts to its column's length the text that uploads stored whole before they were cut (a 6,000-character EXIF
 * camera name): SQLite kept such a value, and a backup holding it would not restore into MariaDB. Only SQLite can
 * hold one (MariaDB refused or cut it), but the statement is the same on both: SUBSTR counts characters on both,
 * length in characters is LENGTH on SQLite and CHAR_LENGTH on MariaDB. Nothing to undo.
 */
export class FitPhotoTexts1764820000000 implements MigrationInterface {
  name = 'FitPhotoTexts1764820000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const charLength = dialectOf(queryRunner.connection) === 'mysql' ? 'CHAR_LENGTH' : 'LENGTH';
    for (const [column, length] of Object.entries(FILE_TEXT_COLUMNS)) {
      await queryRunner.query(`UPDATE photos SET ${column} = SUBSTR(${column}, 1, ${length}) WHERE ${charLength}(${column}) > ${length}`);
    }
  }

  async down(): Promise<void> {
    // The cut-off text is gone; the columns themselves did not change.
  }
}
