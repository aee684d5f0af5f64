import type { PhotoDate } from '../api/photos';

export type DateMode = 'exact' | 'fuzzy';

export interface DateEntryValue {
  mode: DateMode;
  /** YYYY-MM-DD or empty */
  exact: string;
  fuzzy: string;
}

export const emptyDateEntry: DateEntryValue = { mode: 'exact', exact: '', fuzzy: '' };

/** Switching the mode clears the value of the other mode (SPEC section 4). */
export function switchDateMode(value: DateEntryValue, mode: DateMode): DateEntryValue {
  if (mode === value.mode) return value;
  return { mode, exact: '', fuzzy: '' };
}

/** The date fields to send: trimmed fuzzy text wins, else the exact day, else nothing (SPEC section 5). */
export function datePayload(value: Pick<DateEntryValue, 'exact' | 'fuzzy'>): PhotoDate {
  const fuzzy = value.fuzzy.trim();
  if (fuzzy) return { fuzzy_date: fuzzy };
  if (value.exact) return { taken_date: value.exact };
  return {};
}

/** The entry that shows a photo's current date when editing it. */
export function dateEntryFromPhoto(photo: { fuzzy_date_text?: string | null; taken_date: string | null }): DateEntryValue {
  if (photo.fuzzy_date_text?.trim()) return { mode: 'fuzzy', exact: '', fuzzy: photo.fuzzy_date_text };
  return { mode: 'exact', exact: photo.taken_date ? photo.taken_date.slice(0, 10) : '', fuzzy: '' };
}
