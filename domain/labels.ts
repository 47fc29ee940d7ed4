// A closed set of stored keys is written once, as the table of its Spanish labels: the list of
// keys (for forms, zod and the database's enum) is read off the table, so the two cannot drift.

/** The keys of a label table, in the table's order, typed as the non-empty tuple z.enum and Drizzle take. */
export function keysOf<K extends string>(labels: Record<K, string>): readonly [K, ...K[]] {
  return Object.keys(labels) as [K, ...K[]];
}
