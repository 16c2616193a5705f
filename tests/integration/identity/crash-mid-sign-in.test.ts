/**
 * Spending a link's nonce and completing its flow are one transaction: when completing fails (here the
 * database refuses the update, as a crash between the two would leave it), the nonce is not spent, and the
 * reader's next click signs in. The fault is a real trigger in SQLite and in PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { BACKENDS } from './helpers/backends.ts';
import { startHarness } from './helpers/harness.ts';

const FAULT = {
  sqlite: {
    install: `create trigger crash_on_complete before update of status on flows
      when new.status = 'completed' begin select raise(abort, 'simulated crash'); end;`,
    remove: 'drop trigger crash_on_complete;',
  },
  postgres: {
    install: `create function {schema}.crash_on_complete() returns trigger language plpgsql as $$
      begin if new.status = 'completed' then raise exception 'simulated crash'; end if; return new; end $$;
      create trigger crash_on_complete before update on {schema}.flows
      for each row execute function {schema}.crash_on_complete();`,
    remove: 'drop trigger crash_on_complete on {schema}.flows;',
  },
};

describe.each(BACKENDS)('a failure between spending a link and completing its flow (%s)', (backend) => {
  it('spends nothing: the next click on the same link signs the reader in, and the waiting tab too', async () => {
    const h = await startHarness({ backend });
    try {
      const { pollId, nonce } = await h.signInLink('ada@example.com');
      await h.database.execRaw(FAULT[backend].install);
      const failed = await h.attest(nonce);
      expect(failed.statusCode).toBe(500);
      await h.database.execRaw(FAULT[backend].remove);

      const retried = await h.attest(nonce);
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json().result.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect((await h.poll(pollId)).statusCode).toBe(200);
      expect((await h.attest(nonce)).statusCode).toBe(403);
    } finally {
      await h.close();
    }
  });
});
