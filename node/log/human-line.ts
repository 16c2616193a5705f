/** What a person does not need to read on every line. */
const UNSHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg']);
const PREFIX: Record<string, string> = { warn: 'warning: ', error: 'error: ', fatal: 'error: ' };

/** A JSON log entry as one line for the terminal: the message, then its fields as `key=value`. */
export function humanLine(json: string): string {
  const entry = JSON.parse(json) as Record<string, unknown>;
  const fields = Object.entries(entry)
    .filter(([key]) => !UNSHOWN.has(key))
    .map(([key, value]) => ` ${key}=${plainValue(value)}`)
    .join('');
  return `${PREFIX[String(entry.level)] ?? ''}${String(entry.msg ?? '')}${fields}\n`;
}

function plainValue(value: unknown): string {
  if (typeof value !== 'object' || value === null) return String(value);
  // pino writes errors as {type, message, stack}: the message is what a person reads.
  if ('message' in value && typeof value.message === 'string') return value.message;
  return JSON.stringify(value);
}
