import { PageQueryDto } from '../validation/page-query.dto';

/**
 * The `pagination` of every paged list but the admin's: no total, which would cost a count of all the rows on every
 * page; `has_next` comes from reading one row past the page instead.
 */
export interface PaginationResponse {
  page: number;
  per_page: number;
  has_next: boolean;
}

/** The rows to read for a page: its own, and one more whose presence tells that another page follows. */
export const pageWindow = ({ page, per_page }: PageQueryDto): { offset: number; limit: number } => ({
  offset: (page - 1) * per_page,
  limit: per_page + 1,
});

/** The rows read through pageWindow: the page's own (without the extra one), and its pagination. */
export function toPage<T>(rows: T[], { page, per_page }: PageQueryDto): { rows: T[]; pagination: PaginationResponse } {
  return { rows: rows.slice(0, per_page), pagination: { page, per_page, has_next: rows.length > per_page } };
}
