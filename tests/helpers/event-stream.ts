/** A server-sent events client for tests: collects every JSON message and waits for the one a test expects. */
export interface EventStreamClient<T> {
  /** Every message received so far. */
  readonly received: T[];
  /** Resolves with the first message (received from now on) that matches. */
  next(matches: (event: T) => boolean, timeoutMs?: number): Promise<T>;
  close(): void;
}

export async function openEventStream<T>(url: string): Promise<EventStreamClient<T>> {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal, headers: { accept: 'text/event-stream' } });
  if (!response.ok || !response.body) throw new Error(`${url}: ${response.status}`);
  const received: T[] = [];
  const waiters = new Set<{ matches: (event: T) => boolean; resolve: (event: T) => void }>();
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n');
          if (!data) continue;
          const event = JSON.parse(data) as T;
          received.push(event);
          for (const waiter of waiters) {
            if (!waiter.matches(event)) continue;
            waiters.delete(waiter);
            waiter.resolve(event);
          }
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    received,
    next(matches, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const waiter = { matches, resolve: (event: T) => (clearTimeout(timer), resolve(event)) };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(
            new Error(`No matching event within ${timeoutMs} ms; received: ${JSON.stringify(received)}`),
          );
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => controller.abort(),
  };
}
