import { DataSource } from 'typeorm';
import { Photo } from '../entities';
import { openMigratedMemoryDatabase } from '../testing';
import { TrashRepository } from './trash.repository';

describe(`${TrashRepository.name} on SQLite`, () => {
  let dataSource: DataSource;
  let repository: TrashRepository;

  beforeEach(async () => {
    dataSource = await openMigratedMemoryDatabase();
    repository = new TrashRepository(dataSource.getRepository(Photo));
  });

  afterEach(() => dataSource.destroy());

  it.each([null, 7])("a family's trash page (uploader %s) is one range of the (family_id, deleted_at, id) index, read backwards: no sort", async (uploadedBy) => {
    // Without statistics, as a library's database is until someone runs ANALYZE.
    const [sql, parameters] = repository.pageQuery(1, uploadedBy, 480, 25).getQueryAndParameters();
    const plan = ((await dataSource.query(`EXPLAIN QUERY PLAN ${sql}`, parameters)) as Array<{ detail: string }>).map((row) => row.detail);
    expect(plan[0]).toMatch(/^SEARCH p USING INDEX IDX_photos_family_trash \(family_id=\? AND deleted_at>\?\)$/);
    expect(plan.join('\n')).not.toMatch(/TEMP B-TREE/);
  });
});
