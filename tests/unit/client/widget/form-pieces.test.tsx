// @vitest-environment jsdom
import { act, useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WidgetProvider } from '../../../../client/widget/context.tsx';
import { useForm, type Form } from '../../../../client/widget/form-state.ts';
import { Button, type ButtonVariant } from '../../../../client/widget/pieces/Button.tsx';
import { ThemeRoot } from '../../../../client/widget/pieces/Layout.tsx';
import { PasswordField } from '../../../../client/widget/pieces/PasswordField.tsx';
import { RecoveryCodes } from '../../../../client/widget/screens/RecoveryCodes.tsx';
import { validateEmail } from '../../../../client/widget/validation.ts';
import { fakeApi, fakeSession } from '../../../helpers/fake-identity-api.ts';
import { byText, click, mount, type, type Mounted } from '../../../helpers/widget-dom.tsx';

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** jsdom's Blob has no `text()`. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the blob.'));
    reader.readAsText(blob);
  });
}

describe('recovery codes', () => {
  const codes = ['a1b2-c3d4', 'e5f6-g7h8', 'i9j0-k1l2'];

  async function showCodes(onContinue = () => undefined) {
    mounted = await mount(
      <WidgetProvider session={fakeSession(fakeApi({}).fetch)}>
        <RecoveryCodes codes={codes} onContinue={onContinue} />
      </WidgetProvider>,
    );
    return mounted.container;
  }

  it('"Download codes" saves recovery-codes.txt with one code per line', async () => {
    const files: Blob[] = [];
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (blob: Blob) => (files.push(blob), 'blob:codes'),
      revokeObjectURL: () => undefined,
    });
    const downloads: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    const container = await showCodes();
    await click(byText(container, 'button', 'Download codes'));
    expect(downloads).toEqual([{ href: 'blob:codes', download: 'recovery-codes.txt' }]);
    expect(files).toHaveLength(1);
    expect(await textOf(files[0]!)).toBe('a1b2-c3d4\ne5f6-g7h8\ni9j0-k1l2');
    expect(files[0]?.type).toMatch(/^text\/plain/);
  });

  it('copies the codes and confirms it for 2 s; Continue goes on', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const onContinue = vi.fn();
    const container = await showCodes(onContinue);
    const field = container.querySelector<HTMLTextAreaElement>('textarea');
    // A textarea reports its line breaks as LF; what is copied keeps CRLF.
    expect(field?.value).toBe(codes.join('\n'));
    expect(field?.readOnly).toBe(true);

    await click(container.querySelector('button[aria-label=Copy]'));
    expect(writeText).toHaveBeenCalledWith(codes.join('\r\n'));
    expect(container.querySelector('button[aria-label=Copy]')).toBeNull();
    expect(container.querySelector('button[aria-label=Copied]')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(container.querySelector('button[aria-label=Copied]')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(container.querySelector('button[aria-label=Copy]')).toBeTruthy();

    await click(container.querySelector('[data-testid=sid-form-recovery-codes-submit-button]'));
    expect(onContinue).toHaveBeenCalledOnce();
  });
});

describe('password field', () => {
  it('starts hidden and toggles between hidden and visible', async () => {
    mounted = await mount(
      <PasswordField
        label="Password"
        showLabel="Show password"
        hideLabel="Hide password"
        value="s3cret-pass"
        onChange={() => undefined}
      />,
    );
    const input = () => mounted!.container.querySelector('input')!;
    const toggle = () => mounted!.container.querySelector('button')!;
    expect(input().type).toBe('password');
    expect([toggle().getAttribute('aria-label'), toggle().getAttribute('aria-pressed')]).toEqual([
      'Show password',
      'false',
    ]);
    await click(toggle());
    expect(input().type).toBe('text');
    expect([toggle().getAttribute('aria-label'), toggle().getAttribute('aria-pressed')]).toEqual([
      'Hide password',
      'true',
    ]);
    expect(toggle().type).toBe('button');
    await click(toggle());
    expect(input().type).toBe('password');
  });
});

describe('buttons', () => {
  it.each(['primary', 'secondary', 'neutral', 'ghost'] satisfies ButtonVariant[])(
    '%s: its variant class, clickable, no spinner',
    async (variant) => {
      const onClick = vi.fn();
      mounted = await mount(
        <Button variant={variant} onClick={onClick}>
          Go
        </Button>,
      );
      const button = mounted.container.querySelector('button')!;
      expect(button.className).toBe(`sid-button sid-button--${variant}`);
      expect(button.type).toBe('button');
      expect(button.hasAttribute('aria-busy')).toBe(false);
      expect(button.querySelector('.sid-spinner')).toBeNull();
      await click(button);
      expect(onClick).toHaveBeenCalledOnce();
    },
  );

  it('is primary by default; while loading it is busy, shows a spinner and cannot be clicked', async () => {
    const onClick = vi.fn();
    mounted = await mount(
      <Button loading onClick={onClick}>
        Go
      </Button>,
    );
    const button = mounted.container.querySelector('button')!;
    expect(button.className).toBe('sid-button sid-button--primary sid-button--loading');
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.sid-spinner')).toBeTruthy();
    expect(button.textContent).toBe('Go');
    await click(button);
    expect(onClick).not.toHaveBeenCalled();
    await mounted.rerender(<Button onClick={onClick}>Go</Button>);
    expect(button.disabled).toBe(false);
    expect(button.querySelector('.sid-spinner')).toBeNull();
  });
});

describe('theme wrapper', () => {
  /** A system colour scheme the test can change, as `matchMedia` reports it. */
  function systemScheme(dark: boolean) {
    const listeners = new Set<() => void>();
    const query = {
      get matches() {
        return dark;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    };
    vi.stubGlobal(
      'matchMedia',
      vi.fn((media: string) => {
        expect(media).toBe('(prefers-color-scheme: dark)');
        return query;
      }),
    );
    return {
      change: (next: boolean) =>
        act(() => {
          dark = next;
          for (const listener of listeners) listener();
        }),
    };
  }

  const root = () => mounted!.container.querySelector('.sid-theme-root')!;

  it('is light by default and light or dark as asked, whatever the system prefers', async () => {
    systemScheme(true);
    mounted = await mount(<ThemeRoot>x</ThemeRoot>);
    expect(root().className).toBe('sid-theme-root sid-theme-root__light');
    await mounted.rerender(<ThemeRoot theme="dark">x</ThemeRoot>);
    expect(root().className).toBe('sid-theme-root sid-theme-root__dark');
    await mounted.rerender(<ThemeRoot theme="light">x</ThemeRoot>);
    expect(root().className).toBe('sid-theme-root sid-theme-root__light');
  });

  it('follows the system in auto mode, also when it changes', async () => {
    const system = systemScheme(true);
    mounted = await mount(<ThemeRoot theme="auto">x</ThemeRoot>);
    expect(root().className).toBe('sid-theme-root sid-theme-root__dark');
    expect(root().getAttribute('data-sid-theme')).toBe('auto');
    await system.change(false);
    expect(root().className).toBe('sid-theme-root sid-theme-root__light');
    await system.change(true);
    expect(root().className).toBe('sid-theme-root sid-theme-root__dark');
  });
});

describe('form state', () => {
  function FormProbe({ onForm }: { onForm(form: Form): void }) {
    const form = useForm({ handle: 'first@example.com' });
    const { register } = form;
    useEffect(() => register('handle', validateEmail), [register]);
    onForm(form);
    return (
      <input
        aria-label="handle"
        value={form.value('handle')}
        onChange={(event) => form.set('handle', event.target.value)}
      />
    );
  }

  it('reset clears the values, the errors and the registered fields', async () => {
    let form: Form | undefined;
    mounted = await mount(<FormProbe onForm={(next) => (form = next)} />);
    const onValid = vi.fn();
    await type(mounted.container.querySelector('input')!, 'not an address');
    await act(async () => form!.handleSubmit(onValid)());
    expect(form!.state).toEqual({
      values: { handle: 'not an address' },
      errors: { handle: 'validationError.email' },
      status: 'invalid',
    });
    expect(onValid).not.toHaveBeenCalled();

    await act(async () => form!.reset());
    expect(form!.state).toEqual({ values: {}, errors: {}, status: 'valid' });
    expect(mounted.container.querySelector('input')?.value).toBe('');
    // The e-mail check was a registered field: after the reset an empty form submits.
    await act(async () => form!.handleSubmit(onValid)());
    expect(onValid).toHaveBeenCalledWith({});
  });
});
