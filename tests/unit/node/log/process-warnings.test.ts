import { afterEach, describe, expect, it } from 'vitest';
import { routeProcessWarnings } from '../../../../node/log/open-log.ts';

const vitestListeners = process.listeners('warning');

afterEach(() => {
  process.removeAllListeners('warning');
  for (const listener of vitestListeners) process.on('warning', listener);
});

describe("Node's warnings in a command's log", () => {
  it('go to the log as warnings with their name and code, and Node prints them no more', async () => {
    const logged: { fields: object; msg: string | undefined }[] = [];
    routeProcessWarnings({ warn: (fields: object, msg?: string) => void logged.push({ fields, msg }) });
    const emitted = new Promise((done) => process.once('warning', done));
    process.emitWarning('this option is deprecated', { type: 'DeprecationWarning', code: 'DEP_TEST' });
    await emitted;
    expect(logged).toEqual([
      { fields: { name: 'DeprecationWarning', code: 'DEP_TEST' }, msg: 'this option is deprecated' },
    ]);
    expect(process.listenerCount('warning')).toBe(1);
  });
});
