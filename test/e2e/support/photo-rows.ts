import { DataSource } from 'typeorm';
import { TestApp } from './test-app';

/**
 * Writes `count` photo rows straight into the table (no files), dated over a century and spread over the calendar:
 * enough rows for a query plan to mean something. Not for tests that read the photos back through the API.
 */
export async function insertPhotoRows(app: TestApp, familyId: number, uploadedBy: number, count: number): Promise<void> {
  const sortDates = Array.from({ length: count }, (_, i) => `${1900 + (i % 100)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}T00:00:00`);
  await insertRows(app, familyId, uploadedBy, sortDates, false);
}

/**
 * Writes a photo row (no files) taken exactly at each of `sortDates` ('YYYY-MM-DDTHH:mm:ss'), in that order: many
 * photos at once for tests of lists, which read them back as rows (never their files).
 */
export async function insertDatedPhotoRows(app: TestApp, familyId: number, uploadedBy: number, sortDates: readonly string[]): Promise<void> {
  await insertRows(app, familyId, uploadedBy, sortDates, true);
}

async function insertRows(app: TestApp, familyId: number, uploadedBy: number, sortDates: readonly string[], taken: boolean): Promise<void> {
  const dataSource = app.app.get(DataSource);
  const columns =
    'family_id, uploaded_by, taken_date, upload_date, sort_date, month_day, original_filename, mime_type, size_bytes, width, height, sha256, original_key, thumbnail_key, preview_key';
  const uploadDate = new Date().toISOString().replace('T', ' ').slice(0, 23);
  // Numbered after the family's photos: a second call for a family never repeats a file's bytes (sha256).
  const [{ n: before }] = await dataSource.query('SELECT COUNT(*) AS n FROM photos WHERE family_id = ?', [familyId]);
  for (let start = 0; start < sortDates.length; start += 500) {
    const rows = sortDates.slice(start, start + 500).map((sortDate, offset) => {
      const n = Number(before) + start + offset;
      const key = `bulk/${familyId}/${n}`;
      const sha256 = `${familyId}-${String(n).padStart(12, '0')}`.padEnd(64, 'x');
      return [familyId, uploadedBy, taken ? sortDate : null, uploadDate, sortDate, sortDate.slice(5, 10), 'bulk.jpg', 'image/jpeg', 1, 1, 1, sha256, key, key, key];
    });
    const placeholders = rows.map((row) => `(${row.map(() => '?').join(', ')})`).join(', ');
    await dataSource.query(`INSERT INTO photos (${columns}) VALUES ${placeholders}`, rows.flat());
  }
}
