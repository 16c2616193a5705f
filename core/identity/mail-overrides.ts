/**
 * A site's own wording of the sign-in e-mails and text messages: `content/i18n/<locale>/docgen-mail.json`, a
 * JSON object of `"<key>": "<text>"` with the keys of the built-in texts (`mail-texts-en.ts`). A text left out
 * keeps the built-in one (see docs/decisions/site-mail-texts.md). Checked by `docgen build`, `dev` and `serve`
 * alike, so a bad file fails before any reader gets a message.
 */
import { EN, type MailTextKey } from './mail-texts-en.ts';

/** The languages docgen writes sign-in messages in. */
export const MAIL_LANGUAGES = ['en', 'de', 'fr', 'es', 'ja', 'ar', 'he'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

type MailTextOverrides = Partial<Record<MailTextKey, string>>;
/** The site's texts by mail language; a language without a file has no entry. */
export type SiteMailTexts = Partial<Record<MailLanguage, MailTextOverrides>>;

function isMailLanguage(value: string): value is MailLanguage {
  return (MAIL_LANGUAGES as readonly string[]).includes(value);
}

/** A locale's mail language (`de-CH` → `de`), if docgen has one. */
export function mailLanguageOf(locale: string): MailLanguage | undefined {
  const language = locale.toLowerCase().split(/[-_]/u)[0] ?? '';
  return isMailLanguage(language) ? language : undefined;
}

/** The file a locale's mail texts are in, relative to the site's root. */
export function siteMailTextsFile(locale: string): string {
  return `content/i18n/${locale}/docgen-mail.json`;
}

/** The tokens a text must keep where the built-in one has them: without them the message fails its purpose. */
const ESSENTIAL_TOKENS = ['code', 'link', 'publicUrl'];

/** The texts a site may reword: every one but the device phrases, which the landing page reads back too. */
const OVERRIDABLE = new Set(Object.keys(EN).filter((key) => !key.startsWith('device.')));

export interface MailTextsProblem {
  file: string;
  message: string;
}

/**
 * The site's mail texts from its locales' files as parsed (locale → the file's JSON; a locale without a file has
 * no entry), or what is wrong with them, naming file and key.
 */
export function siteMailTexts(files: Readonly<Record<string, unknown>>): {
  texts: SiteMailTexts;
  problems: MailTextsProblem[];
} {
  const texts: SiteMailTexts = {};
  const problems: MailTextsProblem[] = [];
  const fileOf: Partial<Record<MailLanguage, string>> = {};
  for (const [locale, content] of Object.entries(files)) {
    const file = siteMailTextsFile(locale);
    const report = (message: string) => problems.push({ file, message });
    const language = mailLanguageOf(locale);
    if (!language) {
      report(`docgen writes sign-in messages in ${MAIL_LANGUAGES.join(', ')} only, not in ${locale}.`);
      continue;
    }
    const earlier = fileOf[language];
    if (earlier) {
      report(`${earlier} already words the ${language} messages: keep one file per language.`);
      continue;
    }
    fileOf[language] = file;
    const parsed = parseMailTexts(content);
    parsed.problems.forEach(report);
    if (parsed.problems.length === 0) texts[language] = parsed.overrides;
  }
  return { texts, problems };
}

/** One file's texts, or each thing wrong with them (a message naming the key). */
function parseMailTexts(content: unknown): { overrides: MailTextOverrides; problems: string[] } {
  if (typeof content !== 'object' || content === null || Array.isArray(content))
    return { overrides: {}, problems: ['not a JSON object of "<key>": "<text>"'] };
  const overrides: MailTextOverrides = {};
  const problems: string[] = [];
  for (const [key, value] of Object.entries(content)) {
    const problem = textProblem(key, value);
    if (problem) problems.push(problem);
    else overrides[key as MailTextKey] = value as string;
  }
  return { overrides, problems };
}

/** The problems as one error message, a line each. */
export function mailTextsError(problems: readonly MailTextsProblem[]): string {
  return ['The sign-in message texts are wrong:', ...problems.map((p) => `  ${p.file}: ${p.message}`)].join(
    '\n',
  );
}

function textProblem(key: string, value: unknown): string | undefined {
  if (!OVERRIDABLE.has(key))
    return `"${key}" is not a text of the sign-in messages (they are ${[...OVERRIDABLE].join(', ')})`;
  if (typeof value !== 'string' || value.trim() === '') return `"${key}" must be a text`;
  const builtIn = tokensOf(EN[key as MailTextKey]);
  const used = tokensOf(value);
  const unknown = [...used].filter((token) => !builtIn.has(token));
  if (unknown.length > 0)
    return `"${key}" has ${braced(unknown)}, which this message does not fill in (it has ${braced([...builtIn]) || 'none'})`;
  const lost = ESSENTIAL_TOKENS.filter((token) => builtIn.has(token) && !used.has(token));
  if (lost.length > 0) return `"${key}" must keep ${braced(lost)}`;
  return undefined;
}

function tokensOf(text: string): Set<string> {
  return new Set([...text.matchAll(/\{(\w+)\}/gu)].map((match) => match[1]!));
}

function braced(tokens: readonly string[]): string {
  return tokens.map((token) => `{${token}}`).join(', ');
}
