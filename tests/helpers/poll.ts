/**
 * Asks `find` again until it answers something (not `undefined`), for at most `timeoutMs`: how tests wait for
 * a result that arrives in its own time (a log line, a mail, a server noticing a change) without guessing
 * how long it takes.
 */
export async function poll<T>(
  find: () => Promise<T | undefined> | T | undefined,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** Waits, as `poll` does, until `condition` holds. */
export async function until(
  condition: () => Promise<boolean> | boolean,
  what: string,
  timeoutMs?: number,
): Promise<void> {
  await poll(async () => ((await condition()) ? true : undefined), what, timeoutMs);
}
