import { describe, expect, it } from 'vitest';
import { evaluatePreconditions } from '../../../../../node/http/files/preconditions.ts';

const LAST_MODIFIED = 'Mon, 23 Nov 2026 01:35:19 GMT';
const validators = {
  etag: 'W/"a330-1a2060b151e"',
  lastModified: LAST_MODIFIED,
  lastModifiedMs: Date.parse(LAST_MODIFIED),
};
const evaluate = (headers: Record<string, string>) => evaluatePreconditions(headers, validators);

describe('evaluatePreconditions', () => {
  it('sends the file to an unconditional request', () => {
    expect(evaluate({})).toBe('send');
  });

  it('answers 304 to a matching If-None-Match, quoted with or without W/, or *', () => {
    expect(evaluate({ 'if-none-match': validators.etag })).toBe('notModified');
    expect(evaluate({ 'if-none-match': '"a330-1a2060b151e"' })).toBe('notModified');
    expect(evaluate({ 'if-none-match': `"other", ${validators.etag}` })).toBe('notModified');
    expect(evaluate({ 'if-none-match': '*' })).toBe('notModified');
    expect(evaluate({ 'if-none-match': '"other"' })).toBe('send');
  });

  it('lets If-None-Match override If-Modified-Since', () => {
    expect(evaluate({ 'if-none-match': '"other"', 'if-modified-since': LAST_MODIFIED })).toBe('send');
  });

  it('answers 304 when the file is not newer than If-Modified-Since', () => {
    expect(evaluate({ 'if-modified-since': LAST_MODIFIED })).toBe('notModified');
    expect(evaluate({ 'if-modified-since': 'Sun, 22 Nov 2026 00:00:00 GMT' })).toBe('send');
    expect(evaluate({ 'if-modified-since': 'not a date' })).toBe('send');
  });

  it('sends the file to an end-to-end reload (Cache-Control: no-cache)', () => {
    expect(evaluate({ 'if-none-match': validators.etag, 'cache-control': 'no-cache' })).toBe('send');
  });

  it('fails If-Match and If-Unmodified-Since that do not hold', () => {
    expect(evaluate({ 'if-match': '"other"' })).toBe('failed');
    expect(evaluate({ 'if-match': validators.etag })).toBe('send');
    expect(evaluate({ 'if-match': '*' })).toBe('send');
    expect(evaluate({ 'if-unmodified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' })).toBe('failed');
    expect(evaluate({ 'if-unmodified-since': LAST_MODIFIED })).toBe('send');
  });
});
