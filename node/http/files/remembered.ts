/**
 * A pure function of a request's text (a path, a header) with its answers remembered: clients send the same few
 * values again and again. Memory stays bounded against a client sending endless new ones: text longer than
 * 1 KiB is never kept, and once `limit` answers are kept, all are forgotten (working them out again costs little).
 */
const LONGEST_KEPT = 1024;

export function remembered<T extends object>(answer: (key: string) => T, limit: number): (key: string) => T {
  const answers = new Map<string, T>();
  return (key) => {
    const known = answers.get(key);
    if (known) return known;
    const found = answer(key);
    if (key.length > LONGEST_KEPT) return found;
    if (answers.size >= limit) answers.clear();
    answers.set(key, found);
    return found;
  };
}
