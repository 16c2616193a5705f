/** A tiny DOM harness for widget component tests: react-dom/client + act in jsdom. */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// jsdom has no 2D canvas and logs "Not implemented" when asked for one; answer as a browser without one does.
HTMLCanvasElement.prototype.getContext = () => null;

export interface Mounted {
  container: HTMLElement;
  rerender(node: ReactNode): Promise<void>;
  unmount(): void;
}

export async function mount(node: ReactNode): Promise<Mounted> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  let root: Root | undefined;
  await act(async () => {
    root = createRoot(container);
    root.render(node);
  });
  return {
    container,
    rerender: (next) => act(async () => root?.render(next)),
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

/** Sets an input's value the way React notices (through the native setter), then fires `input`. */
export async function type(input: HTMLInputElement, value: string): Promise<void> {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function key(target: Element, keyName: string): Promise<void> {
  await act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: keyName, bubbles: true, cancelable: true }));
  });
}

export async function click(target: Element | null | undefined): Promise<void> {
  if (!target) throw new Error('Nothing to click.');
  await act(async () => (target as HTMLElement).click());
}

export async function paste(target: Element, text: string): Promise<void> {
  const event = new Event('paste', { bubbles: true, cancelable: true }) as Event & { clipboardData: unknown };
  event.clipboardData = { getData: () => text };
  await act(async () => {
    target.dispatchEvent(event);
  });
}

export const byText = (
  container: ParentNode,
  selector: string,
  text: string | RegExp,
): HTMLElement | undefined =>
  [...container.querySelectorAll<HTMLElement>(selector)].find((element) =>
    typeof text === 'string' ? element.textContent?.trim() === text : text.test(element.textContent ?? ''),
  );
