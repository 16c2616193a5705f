/**
 * Checks a file against the llmstxt.org format, as its reference parser reads it: one `# Title` first, an optional
 * `> summary`, optional prose without headings, then `## Section`s whose items are `- [name](url)` with optional
 * `: notes`. Answers the problems found (none: valid) and the links by section.
 */
export interface LlmsTxtCheck {
  problems: string[];
  title: string | undefined;
  summary: string | undefined;
  sections: Map<string, { name: string; url: string; notes?: string }[]>;
}

const TITLE = /^# (\S.*)$/;
const SUMMARY = /^> ?(.*)$/;
const SECTION = /^## (\S.*)$/;
const LINK = /^- \[((?:[^\]\\]|\\.)+)\]\((\S+)\)(?:: (\S.*))?$/;

export function checkLlmsTxt(text: string): LlmsTxtCheck {
  const lines = text.split('\n');
  const problems: string[] = [];
  const sections: LlmsTxtCheck['sections'] = new Map();
  const title = TITLE.exec(lines[0] ?? '')?.[1];
  if (!title) problems.push('line 1 is not "# Title"');
  let at = 1;
  while (lines[at] === '') at++;
  const summary = lines[at]?.startsWith('>') ? SUMMARY.exec(lines[at++]!)?.[1] : undefined;
  let current: { name: string; url: string; notes?: string }[] | undefined;
  for (; at < lines.length; at++) {
    const line = lines[at]!;
    const where = `line ${at + 1}`;
    if (line === '') continue;
    if (/^#(?!#\s)/.test(line) || /^#{3,}/.test(line))
      problems.push(`${where}: only H2 headings may follow the title`);
    const section = SECTION.exec(line);
    if (section) {
      sections.set(section[1]!, (current = []));
      continue;
    }
    if (!current) continue; // Prose before the first section is free text.
    const link = LINK.exec(line);
    if (!link) {
      problems.push(`${where}: a section's line is not "- [name](url): notes": ${line}`);
      continue;
    }
    if (!URL.canParse(link[2]!)) problems.push(`${where}: ${link[2]} is not an absolute URL`);
    current.push({ name: link[1]!, url: link[2]!, ...(link[3] ? { notes: link[3] } : {}) });
  }
  if (!text.endsWith('\n')) problems.push('the file does not end with a newline');
  return { problems, title, summary, sections };
}
