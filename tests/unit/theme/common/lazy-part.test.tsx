// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyPart } from '../../../../theme/common/LazyPart.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('a part loaded on demand', () => {
  it('renders the spinner on the server', () => {
    const html = renderToString(
      <LazyPart load={() => new Promise(() => undefined)} render={() => 'x'} label="diagram" />,
    );
    expect(html).toContain('role="status"');
    expect(html).toContain('Loading diagram…');
  });

  it('shows a spinner, then the error text with Retry, and the part once Retry succeeds', async () => {
    const attempts = [deferred<string>(), deferred<string>()];
    let calls = 0;
    const load = () => attempts[calls++]!.promise;
    container = document.createElement('div');
    document.body.appendChild(container);
    root = createRoot(container);
    await act(async () =>
      root!.render(<LazyPart load={load} render={(text) => <p>{text}</p>} label="diagram" />),
    );
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Loading diagram…');

    await act(async () => attempts[0]!.reject(new Error('Failed to fetch dynamically imported module')));
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Failed to fetch dynamically imported module');
    const retry = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Retry');
    expect(retry).toBeDefined();

    await act(async () => retry!.click());
    expect(container.querySelector('[role="status"]')).not.toBeNull();
    await act(async () => attempts[1]!.resolve('the diagram'));
    expect(container.textContent).toBe('the diagram');
    expect(calls).toBe(2);
  });
});
