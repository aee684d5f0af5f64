import { VISIBLE_PHOTO } from '../repositories/photo-visibility';
import type { PlaceColumn } from './search.index';

/**
 * MariaDB/MySQL: how many photos of each family carry each place (issue 18), which suggestions read instead of
 * counting the photos. Counting them read every photo of every place beginning with the text: 'ber' in three
 * families walked 9.3 times the index entries at 1,000,000 photos as at 100,000. Here a family's places that begin
 * with the text are one range of the key, as many rows as there are such places, whatever the number of photos.
 *
 * One row per family, column and exact text ('Berlin' and 'berlin' are two, as the photos' GROUP BY … COLLATE
 * utf8mb4_bin made them), found by `folded`, the same text in the photos' collation, which ignores case and
 * accents as the LIKE on the photos did. Only photos outside the trash are counted; a place no photo uses any more
 * leaves the table.
 *
 * Kept in step by triggers on photos, as the word tables are: every writer is covered (the worker's geocoding, the
 * trash, a restore's DELETE and INSERT). A family's deletion cascades to its photos without firing them, and to
 * its places by the foreign key. An account's removal deletes its photos by statement (users.repository.ts).
 * SQLite keeps none: its suggestions count the newest photos of each family that its FTS5 tables find.
 */

export const PHOTO_PLACES_TABLE = 'photo_places';

/** The photo columns whose texts are counted, as suggestions name them. */
const COUNTED_PLACES: readonly PlaceColumn[] = ['location', 'display_location'];

/** Adds `delta` photos to one text of one column of a family (nothing for a NULL text). */
const COUNT_PLACE = 'count_photo_place';
/** Adds `delta` photos to both columns' texts of a photo; a delta of 0 (a trashed photo) does nothing. */
const COUNT_PLACES = 'count_photo_places';

/** A photo's texts and whether it counts (outside the trash), as a call of COUNT_PLACES with `sign` for in or out. */
const countPhoto = (row: 'NEW' | 'OLD', sign: 1 | -1): string =>
  `CALL \`${COUNT_PLACES}\`(${row}.family_id, ${row}.location, ${row}.display_location, IF(${row}.deleted_at IS NULL, ${sign}, 0))`;

/** Whether an update changes nothing counted: the family, either text byte for byte, or the photo's place in the trash. */
const UNCHANGED = [
  'OLD.family_id <=> NEW.family_id',
  'BINARY OLD.location <=> BINARY NEW.location',
  'BINARY OLD.display_location <=> BINARY NEW.display_location',
  '(OLD.deleted_at IS NULL) = (NEW.deleted_at IS NULL)',
].join(' AND ');

const create: string[] = [
  `CREATE TABLE \`${PHOTO_PLACES_TABLE}\` (
     \`family_id\` int NOT NULL,
     \`source\` varchar(16) CHARACTER SET ascii NOT NULL,
     \`folded\` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL,
     \`place\` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL,
     \`uses\` int NOT NULL,
     PRIMARY KEY (\`family_id\`, \`source\`, \`folded\`, \`place\`),
     CONSTRAINT \`FK_photo_places_family\` FOREIGN KEY (\`family_id\`) REFERENCES \`families\` (\`id\`) ON DELETE CASCADE
   ) ENGINE=InnoDB`,
  // A routine's parameters take the database's collation: the exact text is compared in the column's own.
  `CREATE PROCEDURE \`${COUNT_PLACE}\`(IN p_family int, IN p_source varchar(16), IN p_place varchar(255), IN p_delta int)
   BEGIN
     IF p_place IS NOT NULL THEN
       INSERT INTO \`${PHOTO_PLACES_TABLE}\` (family_id, source, folded, place, uses) VALUES (p_family, p_source, p_place, p_place, p_delta)
         ON DUPLICATE KEY UPDATE uses = uses + p_delta;
       IF p_delta < 0 THEN
         DELETE FROM \`${PHOTO_PLACES_TABLE}\`
         WHERE family_id = p_family AND source = p_source AND folded = p_place AND place = p_place COLLATE utf8mb4_bin AND uses <= 0;
       END IF;
     END IF;
   END`,
  `CREATE PROCEDURE \`${COUNT_PLACES}\`(IN p_family int, IN p_location varchar(255), IN p_display_location varchar(255), IN p_delta int)
   BEGIN
     IF p_delta <> 0 THEN
       CALL \`${COUNT_PLACE}\`(p_family, 'location', p_location, p_delta);
       CALL \`${COUNT_PLACE}\`(p_family, 'display_location', p_display_location, p_delta);
     END IF;
   END`,
  `CREATE TRIGGER \`${PHOTO_PLACES_TABLE}_insert\` AFTER INSERT ON photos FOR EACH ROW ${countPhoto('NEW', 1)}`,
  `CREATE TRIGGER \`${PHOTO_PLACES_TABLE}_update\` AFTER UPDATE ON photos FOR EACH ROW
   IF NOT (${UNCHANGED}) THEN
     ${countPhoto('OLD', -1)};
     ${countPhoto('NEW', 1)};
   END IF`,
  `CREATE TRIGGER \`${PHOTO_PLACES_TABLE}_delete\` AFTER DELETE ON photos FOR EACH ROW ${countPhoto('OLD', -1)}`,
];

/**
 * Every family's places counted from the photos outside the trash (grouped by the exact text), after the triggers
 * exist: a photo written meanwhile is counted by its trigger, and the count read here (the photos it reads are
 * locked until it ends) takes the place of the trigger's.
 */
const fill: string[] = COUNTED_PLACES.map(
  (column) => `INSERT INTO \`${PHOTO_PLACES_TABLE}\` (family_id, source, folded, place, uses)
   SELECT family_id, '${column}', MIN(${column}), MIN(${column}), COUNT(*) FROM photos
   WHERE ${column} IS NOT NULL AND ${VISIBLE_PHOTO} GROUP BY family_id, ${column} COLLATE utf8mb4_bin
   ON DUPLICATE KEY UPDATE uses = VALUES(uses)`,
);

const drop: string[] = [
  ...['insert', 'update', 'delete'].map((kind) => `DROP TRIGGER IF EXISTS \`${PHOTO_PLACES_TABLE}_${kind}\``),
  `DROP PROCEDURE IF EXISTS \`${COUNT_PLACES}\``,
  `DROP PROCEDURE IF EXISTS \`${COUNT_PLACE}\``,
  `DROP TABLE IF EXISTS \`${PHOTO_PLACES_TABLE}\``,
];

export const mysqlPhotoPlacesSchema = {
  /** The table, filled, and the triggers that keep it (the photo-places migration). */
  create: [...create, ...fill],
  drop,
  /** Counted again from the photos (a reindex): the triggers keep it in step, so this only mends. */
  rebuild: [`DELETE FROM \`${PHOTO_PLACES_TABLE}\``, ...fill],
};
