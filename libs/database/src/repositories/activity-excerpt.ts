/** The excerpt of a story or comment an item carries, in characters (code points). */
export const ACTIVITY_EXCERPT = 140;

/** The first `count` code points of a text, a surrogate pair never split. */
function firstCodePoints(text: string, count: number): string {
  let end = 0;
  for (let taken = 0; taken < count && end < text.length; taken += 1) end += text.codePointAt(end)! > 0xffff ? 2 : 1;
  return text.slice(0, end);
}

/**
 * The start of a story or comment, cut at a word where it is longer than the excerpt. A feed page cuts twenty of
 * them: counting characters by spreading the text into an array cost three times as much as the rest of the cut.
 */
export function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  // Within the limit in UTF-16 units is within it in code points too: most texts end here.
  if (flat.length <= ACTIVITY_EXCERPT) return flat;
  const cut = firstCodePoints(flat, ACTIVITY_EXCERPT);
  if (cut.length === flat.length) return flat;
  const space = cut.lastIndexOf(' ');
  return `${(space > ACTIVITY_EXCERPT / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
