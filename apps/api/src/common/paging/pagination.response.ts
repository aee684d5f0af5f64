import type { PaginationResponse } from '@heirloom/contracts';
import { PageQueryDto } from '../validation/page-query.dto';

/** The rows to read for a page: its own, and one more whose presence tells that another page follows. */
export const pageWindow = ({ page, per_page }: PageQueryDto): { offset: number; limit: number } => ({
  offset: (page - 1) * per_page,
  limit: per_page + 1,
});

/** The rows read through pageWindow: the page's own (without the extra one), and its pagination. */
export function toPage<T>(rows: T[], { page, per_page }: PageQueryDto): { rows: T[]; pagination: PaginationResponse } {
  return { rows: rows.slice(0, per_page), pagination: { page, per_page, has_next: rows.length > per_page } };
}
