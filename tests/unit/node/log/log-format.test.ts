import { describe, expect, it } from 'vitest';
import { readServerEnv } from '../../../../server/env/server-env.ts';
import { logFormatFor } from '../../../../node/log/log-format.ts';

const terminal = { isTTY: true };
const pipe = { isTTY: false };

describe('the log format of a stream', () => {
  it('is human lines on a terminal and JSON anywhere else', () => {
    expect(logFormatFor({}, terminal)).toBe('pretty');
    expect(logFormatFor({}, pipe)).toBe('json');
    expect(logFormatFor({}, {})).toBe('json');
  });

  it('is what LOG_FORMAT says, terminal or not', () => {
    expect(logFormatFor({ LOG_FORMAT: 'json' }, terminal)).toBe('json');
    expect(logFormatFor({ LOG_FORMAT: 'pretty' }, pipe)).toBe('pretty');
    expect(logFormatFor(readServerEnv({ LOG_FORMAT: '' }), terminal)).toBe('pretty');
  });

  it('refuses any other LOG_FORMAT', () => {
    expect(() => readServerEnv({ LOG_FORMAT: 'text' })).toThrow('LOG_FORMAT must be json or pretty');
  });
});
