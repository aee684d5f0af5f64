/** How many ids a message lists before it only counts the rest. */
const LISTED_IDS = 10;

/** `3, 4, 9` or `1, 2, … 10 and 5 more`: the ids a refusal is about, short enough for a message. */
export function listIds(ids: readonly number[]): string {
  const listed = ids.slice(0, LISTED_IDS).join(', ');
  return ids.length > LISTED_IDS ? `${listed} and ${ids.length - LISTED_IDS} more` : listed;
}

/** The 404 of a selection naming ids that are no (visible) photos of the family. */
export const notInFamily = (missing: readonly number[]): string =>
  `${missing.length === 1 ? 'This photo is' : 'These photos are'} not in this family: ${listIds(missing)}`;
