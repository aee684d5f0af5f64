/** The changes that were given: a field left undefined stays as it is (an update with none writes nothing). */
export function definedChanges<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;
}
