/**
 * A closed list of values (statuses, kinds) written once, as the record of the words the UI shows
 * for each: the list is its keys, in the record's order (none is a number, so the order is the
 * one written). Keeps a list and its labels from drifting apart.
 */
export function valuesOf<K extends string>(labels: Record<K, string>): [K, ...K[]] {
  return Object.keys(labels) as [K, ...K[]];
}
