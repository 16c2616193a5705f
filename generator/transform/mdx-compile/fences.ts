/** A run of a markdown body's lines: prose, or a fenced code block with its fences. */
export interface BodyPart {
  text: string;
  /** The fence's info string (`js title="x"`), for a code block. */
  info?: string;
}

/** The body cut into prose and fenced code blocks; joined with `\n`, the parts are the body again. */
export function bodyParts(body: string): BodyPart[] {
  const parts: BodyPart[] = [];
  let lines: string[] = [];
  let fence: { marker: string; info: string } | undefined;
  const flush = (info?: string) => {
    if (lines.length > 0)
      parts.push(info === undefined ? { text: lines.join('\n') } : { text: lines.join('\n'), info });
    lines = [];
  };
  for (const line of body.split('\n')) {
    const opening = fence === undefined ? FENCE.exec(line) : null;
    if (opening) {
      flush();
      fence = { marker: opening[1] ?? '```', info: (opening[2] ?? '').trim() };
      lines.push(line);
    } else if (fence !== undefined) {
      lines.push(line);
      const trimmed = line.trim();
      if (trimmed.startsWith(fence.marker) && trimmed.replace(/[`~]/g, '') === '') {
        flush(fence.info);
        fence = undefined;
      }
    } else lines.push(line);
  }
  flush(fence?.info);
  return parts;
}

/** A fence's opening line: its run of backticks or tildes, then its info string. */
const FENCE = /^ {0,3}(`{3,}(?!`)|~{3,}(?!~))(.*)$/;
