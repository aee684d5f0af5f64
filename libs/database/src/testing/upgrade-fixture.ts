import { DataSource, DataSourceOptions } from 'typeorm';
import { createTestEnvironment, TestEnvironment } from '../../../../test/e2e/support/test-environment';
import { buildDataSourceOptions } from '../data-source.options';

/** A database migrated up to `migration` (not it), with a user and two families, and one run that applies it. */
export class UpgradeFixture {
  environment!: TestEnvironment;
  dataSource!: DataSource;
  private options!: DataSourceOptions;

  async migrateUpTo(migration: unknown): Promise<void> {
    this.environment = await createTestEnvironment();
    this.options = buildDataSourceOptions(this.environment.config());
    this.dataSource = await new DataSource({ ...this.options, migrations: this.migrations(migration, 0) } as DataSourceOptions).initialize();
    await this.dataSource.runMigrations();
    await this.dataSource.query("INSERT INTO users (id, email, name, password_hash) VALUES (1, 'a@example.com', 'A', 'x')");
    for (const family of [1, 2]) await this.dataSource.query("INSERT INTO families (id, name, description, created_by) VALUES (?, ?, '', 1)", [family, `F${family}`]);
  }

  /** Runs `migration` itself, and returns the names of what ran. */
  async upgrade(migration: unknown): Promise<string[]> {
    await this.dataSource.destroy();
    this.dataSource = await new DataSource({ ...this.options, migrations: this.migrations(migration, 1) } as DataSourceOptions).initialize();
    return (await this.dataSource.runMigrations()).map((ran) => ran.name);
  }

  async dispose(): Promise<void> {
    await this.dataSource?.destroy();
    await this.environment?.dispose();
  }

  async addPhoto(id: number, family: number, description: string | null, location: string | null = null): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO photos (id, family_id, uploaded_by, description, location, upload_date, sort_date, original_filename, mime_type, size_bytes,
         width, height, sha256, original_key, thumbnail_key, preview_key)
       VALUES (?, ?, 1, ?, ?, '2024-01-01 00:00:00.000', '2024-01-01', 'a.jpg', 'image/jpeg', 1, 1, 1, ?, ?, ?, ?)`,
      [id, family, description, location, `sha${id}`, `o${id}`, `t${id}`, `p${id}`],
    );
  }

  private migrations(migration: unknown, past: number): unknown[] {
    const all = this.options.migrations as unknown[];
    return all.slice(0, all.indexOf(migration) + past);
  }
}
