import { DataSource } from 'typeorm';

/** The words of the search library's texts. */
export const SEARCH_LIBRARY_WORDS = ['lake', 'summer', 'garden', 'lantern', 'harbour', 'kite'];

/** The text of the library's photo `id` and of its comment: its words at different lengths, 'zeppelin' in one in ten. */
export function searchLibraryText(id: number): string {
  const words = Array.from({ length: 1 + (id % 7) }, (_, i) => SEARCH_LIBRARY_WORDS[(id * (i + 3)) % SEARCH_LIBRARY_WORDS.length]);
  return `${words.join(' ')}${id % 10 === 0 ? ' zeppelin' : ''}`;
}

/** The family of the library's photo `id` (1 to 3). */
export const searchLibraryFamily = (id: number): number => (id % 3) + 1;

/**
 * A small library for the search indexes' specs, on a migrated database of either dialect: a user, three families,
 * `photos` photos over them (ids 1 up), each with a comment of the same text (searchLibraryText).
 */
export async function seedSearchLibrary(dataSource: DataSource, photos = 300): Promise<void> {
  await dataSource.query("INSERT INTO users (id, email, name, password_hash) VALUES (1, 'a@example.com', 'A', 'x')");
  for (const family of [1, 2, 3]) await dataSource.query("INSERT INTO families (id, name, description, created_by) VALUES (?, ?, '', 1)", [family, `F${family}`]);
  for (let id = 1; id <= photos; id++) {
    const family = searchLibraryFamily(id);
    const text = searchLibraryText(id);
    await dataSource.query(
      `INSERT INTO photos (id, family_id, uploaded_by, description, upload_date, sort_date, original_filename, mime_type, size_bytes, width,
         height, sha256, original_key, thumbnail_key, preview_key)
       VALUES (?, ?, 1, ?, '2024-01-01 00:00:00.000', '2024-01-01', 'a.jpg', 'image/jpeg', 1, 1, 1, ?, ?, ?, ?)`,
      [id, family, text, `sha${id}`, `o${id}`, `t${id}`, `p${id}`],
    );
    await dataSource.query('INSERT INTO comments (id, photo_id, family_id, author_id, content) VALUES (?, ?, ?, 1, ?)', [id, id, family, text]);
  }
}
