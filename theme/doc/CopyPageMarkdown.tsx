import { useEffect, useState, type ReactElement } from 'react';
import { CopyIcon } from '../common/icons.tsx';
import type { ThemeStringKey } from '../i18n/strings/en.ts';
import { useTranslate } from '../i18n/use-translate.ts';

/** How long the button says what happened before it reads "Copy page as Markdown" again. */
const CONFIRMATION_MS = 2000;

type CopyState = 'idle' | 'copied' | 'failed';

/** The button's label in each state, in the page's language ("Copied" is Docusaurus' code block text). */
const LABELS: Record<CopyState, ThemeStringKey> = {
  idle: 'docgen.copyPage.copy',
  copied: 'theme.CodeBlock.copied',
  failed: 'docgen.copyPage.failed',
};

/**
 * Copies the page's markdown copy (`<route>.md`, gated like the page) to the clipboard. The text is fetched on
 * the click, through the reader's session, so nothing but the page the reader has open is ever copied; where the
 * text goes next is the reader's choice.
 */
export function CopyPageMarkdown({ route }: { route: string }): ReactElement {
  const t = useTranslate();
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = () => {
    copyToClipboard(markdownText(route)).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <button type="button" className="copy-page-markdown" onClick={copy}>
      <CopyIcon />
      <span aria-live="polite">{t(LABELS[state])}</span>
    </button>
  );
}

async function markdownText(route: string): Promise<string> {
  const response = await fetch(`${route}.md`, { headers: { accept: 'text/markdown' } });
  if (!response.ok) throw new Error(`${route}.md answered ${response.status}`);
  return response.text();
}

/**
 * Writes text that is still being fetched. A `ClipboardItem` takes it as a promise, so the write starts within
 * the click (Safari refuses a write after an await); browsers without it get the text once it is there.
 */
async function copyToClipboard(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && 'write' in navigator.clipboard) {
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    return navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
  }
  return navigator.clipboard.writeText(await text);
}
