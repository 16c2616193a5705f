import { describe, expect, it } from 'vitest';
import { humanLine } from '../../../../node/log/human-line.ts';

const entry = (fields: object) =>
  JSON.stringify({ level: 'info', time: '2025-01-01T00:00:00.000Z', pid: 1, hostname: 'h', ...fields });

describe('a log entry as a human line', () => {
  it('is the message alone, without level, time, pid or host', () => {
    expect(humanLine(entry({ msg: 'docgen serve: build at http://127.0.0.1:3000' }))).toBe(
      'docgen serve: build at http://127.0.0.1:3000\n',
    );
  });

  it('marks warnings and errors', () => {
    expect(humanLine(entry({ level: 'warn', msg: 'SMTP_URL is not set' }))).toBe(
      'warning: SMTP_URL is not set\n',
    );
    expect(humanLine(entry({ level: 'error', msg: 'failed' }))).toBe('error: failed\n');
  });

  it('writes fields as key=value, an error as its message', () => {
    const line = humanLine(
      entry({ msg: 'request', method: 'GET', status: 200, ms: 1.5, err: { type: 'Error', message: 'boom' } }),
    );
    expect(line).toBe('request method=GET status=200 ms=1.5 err=boom\n');
  });
});
