import Fastify from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { Logger } from '../../../../server/identity/logger.ts';

describe('the identity Logger', () => {
  it('accepts a pino logger and Fastify’s app.log (checked by the type checker)', async () => {
    const app = Fastify();
    const fromFastify: Logger = app.log;
    const fromPino: Logger = pino({ enabled: false });
    fromPino.warn({ mailId: 'm' }, 'message');
    expect(typeof fromFastify.warn).toBe('function');
    await app.close();
  });
});
