import { createHash } from 'node:crypto';
import { createConnection, RowDataPacket } from 'mysql2/promise';
import { SeededPhoto } from './library';

/** One photos row per seeded photo, in one INSERT, so the archive's data dump holds the library's rows too. */
export async function insertPhotoRows(databaseUrl: string, familyId: number, photos: SeededPhoto[]): Promise<void> {
  const connection = await createConnection(databaseUrl);
  try {
    const [users] = await connection.query<RowDataPacket[]>('SELECT MIN(id) AS id FROM users');
    const rows = photos.map(({ uuid, originalKey, originalBytes }, i) => {
      const day = `2024-06-${String((i % 28) + 1).padStart(2, '0')}`;
      return [familyId, users[0].id, `${day}T12:00:00`, new Date(), `${day}T12:00:00`, day.slice(5), `photo-${i + 1}.jpg`, 'image/jpeg', originalBytes,
        4032, 3024, createHash('sha256').update(uuid).digest('hex'), originalKey, `thumbnails/${familyId}/${uuid}.webp`, `previews/${familyId}/${uuid}.webp`, 'ready'];
    });
    await connection.query(
      `INSERT INTO photos (family_id, uploaded_by, taken_date, upload_date, sort_date, month_day, original_filename, mime_type, size_bytes,
        width, height, sha256, original_key, thumbnail_key, preview_key, thumbnail_status) VALUES ?`,
      [rows],
    );
  } finally {
    await connection.end();
  }
}
