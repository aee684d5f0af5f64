/**
 * A set of selected ids with the anchor a Shift-click extends from, as file managers do: a plain toggle moves the
 * anchor; Shift-click adds everything between the anchor and the clicked id (in the order shown).
 */
export interface Selection {
  readonly ids: ReadonlySet<string>;
  readonly anchor: string | null;
}

export const emptySelection: Selection = { ids: new Set(), anchor: null };

export function toggleSelected(selection: Selection, id: string): Selection {
  const ids = new Set(selection.ids);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return { ids, anchor: id };
}

/** Adds the run from the anchor to `id` (either direction); without an anchor still shown, a plain toggle. */
export function extendSelection(selection: Selection, id: string, order: readonly string[]): Selection {
  const from = selection.anchor === null ? -1 : order.indexOf(selection.anchor);
  const to = order.indexOf(id);
  if (from < 0 || to < 0) return toggleSelected(selection, id);
  const ids = new Set(selection.ids);
  for (const each of order.slice(Math.min(from, to), Math.max(from, to) + 1)) ids.add(each);
  return { ids, anchor: selection.anchor };
}
