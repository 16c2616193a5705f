/** The site's wording of the sign-in messages, checked at build time so that a wrong text fails the build. */
import type { Diagnostic } from '../../core/errors/diagnostic.ts';
import { readSiteMailTexts } from '../../node/i18n/read-site-mail-texts.ts';

export async function loadMailTexts(
  root: string,
  locales: readonly string[],
): Promise<{ files: Record<string, unknown>; diagnostics: Diagnostic[] }> {
  const { files, problems } = await readSiteMailTexts(root, locales);
  const diagnostics = problems.map(({ file, message }): Diagnostic => ({
    code: 'mail-texts-invalid',
    severity: 'error',
    file,
    message: `${file}: ${message}`,
    hint: 'Each entry is "<key>": "<text>", with a key of the built-in texts and the tokens they fill in.',
  }));
  return { files, diagnostics };
}
