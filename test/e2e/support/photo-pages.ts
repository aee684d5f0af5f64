import { TestApp } from './test-app';
import { TestUser } from './factories';
import { photoRows } from './photos';

export interface ListedInOrder {
  id: number;
  sort_date: string;
}

/** Two sort dates in the database's order (one fixed format: the plain string order is the columns' order too). */
const bySortDateThenId = (a: ListedInOrder, b: ListedInOrder): number => (a.sort_date < b.sort_date ? -1 : a.sort_date > b.sort_date ? 1 : a.id - b.id);

/**
 * The list as the old paging gave it, computed apart from any SQL of the app: every photo of the families outside
 * the trash, in (sort_date, id) order (reversed for desc), read from the rows themselves.
 */
export async function wholeListOf(app: TestApp, familyIds: number[], order: 'asc' | 'desc'): Promise<ListedInOrder[]> {
  const rows = (await Promise.all(familyIds.map((familyId) => photoRows(app, familyId)))).flat();
  const visible = rows.filter((row) => row.deleted_at === null).map((row) => ({ id: Number(row.id), sort_date: String(row.sort_date) }));
  visible.sort(bySortDateThenId);
  return order === 'asc' ? visible : visible.reverse();
}

/** The whole list sliced at the day `from`, as ?from must start it: on or before it newest first, on or after it oldest first. */
export const startingAt = (list: ListedInOrder[], order: 'asc' | 'desc', from: string): ListedInOrder[] =>
  list.filter((photo) => (order === 'asc' ? photo.sort_date >= `${from}T00:00:00` : photo.sort_date <= `${from}T23:59:59`));

/**
 * A list read page after page from page 1, `per_page` at a time, until has_next is false: every page but the last
 * full, and the page after the last empty. Answers the ids in the order read.
 */
export async function readEveryPage(user: TestUser, path: string, query: Record<string, string | number>, perPage: number): Promise<number[]> {
  const seen: number[] = [];
  for (let page = 1; ; page++) {
    const { body } = await user.agent.get(path).query({ ...query, page, per_page: perPage }).expect(200);
    expect(body.pagination).toEqual({ page, per_page: perPage, has_next: expect.any(Boolean) });
    seen.push(...body.photos.map((photo: { id: number }) => photo.id));
    if (!body.pagination.has_next) {
      const past = await user.agent.get(path).query({ ...query, page: page + 1, per_page: perPage }).expect(200);
      expect(past.body).toEqual({ photos: [], pagination: { page: page + 1, per_page: perPage, has_next: false } });
      return seen;
    }
    expect(body.photos).toHaveLength(perPage);
  }
}
