/** A reference from one table to another, as its foreign keys declare. */
export interface TableReference {
  from: string;
  to: string;
}

/**
 * Orders tables so a table comes after every table it references (load order; reverse it to delete). Stable: ties
 * keep the given order. Self-references and references to tables outside the list are ignored; tables caught in a
 * cycle come last in the given order (the loader defers foreign-key checks, so any order of those loads).
 */
export function orderParentsFirst(tables: readonly string[], references: readonly TableReference[]): string[] {
  const known = new Set(tables);
  const parents = new Map<string, Set<string>>(tables.map((table) => [table, new Set<string>()]));
  for (const { from, to } of references) {
    if (from !== to && known.has(from) && known.has(to)) parents.get(from)!.add(to);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  // Each round places the first table (in the given order) whose parents are all placed: a stable topological sort.
  for (;;) {
    const next = tables.find((table) => !placed.has(table) && [...parents.get(table)!].every((parent) => placed.has(parent)));
    if (next === undefined) break;
    ordered.push(next);
    placed.add(next);
  }
  return [...ordered, ...tables.filter((table) => !placed.has(table))];
}
