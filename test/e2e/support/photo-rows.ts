import { DataSource } from 'typeorm';
import { TestApp } from './test-app';

/**
 * Writes `count` photo rows straight into the table (no files), dated over a century and spread over the calendar:
 * enough rows for a query plan to mean something. Not for tests that read the photos back through the API.
 */
export async function insertPhotoRows(app: TestApp, familyId: number, uploadedBy: number, count: number): Promise<void> {
  const dataSource = app.app.get(DataSource);
  const columns = 'family_id, uploaded_by, upload_date, sort_date, month_day, original_filename, mime_type, size_bytes, width, height, sha256, original_key, thumbnail_key, preview_key';
  const uploadDate = new Date().toISOString().replace('T', ' ').slice(0, 23);
  for (let start = 0; start < count; start += 500) {
    const rows: unknown[][] = [];
    for (let i = start; i < Math.min(count, start + 500); i++) {
      const monthDay = `${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
      const key = `bulk/${familyId}/${i}`;
      rows.push([familyId, uploadedBy, uploadDate, `${1900 + (i % 100)}-${monthDay}T00:00:00`, monthDay, 'bulk.jpg', 'image/jpeg', 1, 1, 1, `${familyId}-${String(i).padStart(12, '0')}`.padEnd(64, 'x'), key, key, key]);
    }
    const placeholders = rows.map((row) => `(${row.map(() => '?').join(', ')})`).join(', ');
    await dataSource.query(`INSERT INTO photos (${columns}) VALUES ${placeholders}`, rows.flat());
  }
}
