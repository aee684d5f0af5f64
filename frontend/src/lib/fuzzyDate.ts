/*
 * The server's own fuzzy-date parser (libs/media, pure code: no Node, no I/O), so that the browser refuses exactly
 * the texts the server would, before any file is sent. Imported by path: libs/contracts holds types only.
 */
import { InvalidFuzzyDateError } from '../../../libs/media/src/fuzzy-date.error';
import { parseFuzzyDateOrThrow } from '../../../libs/media/src/fuzzy-date.parser';

/** Why a typed approximate date cannot be read (with the accepted forms), or null when the server will read it. */
export function fuzzyDateProblem(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  try {
    parseFuzzyDateOrThrow(trimmed);
    return null;
  } catch (error) {
    if (error instanceof InvalidFuzzyDateError) return error.message;
    throw error;
  }
}
