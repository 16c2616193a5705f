/** Attributes through our SDK client and the vendor SDK, on SQLite and PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountRig, type AccountRig } from './helpers/account-rig.ts';
import { BACKENDS } from './helpers/backends.ts';

describe.each(BACKENDS)('attributes through both SDKs on %s', (backend) => {
  let rig: AccountRig;
  let token: string;

  beforeAll(async () => {
    rig = await startAccountRig(backend);
    token = await rig.signIn('ada@example.com');
  });
  afterAll(async () => {
    await rig?.close();
  });

  it('our client sets, reads and deletes attributes, and is refused a read-only bucket', async () => {
    const user = rig.ours.userFromToken(token);
    await user.setAttributes({ theme: 'dark', lang: 'en' });
    expect(await user.getAttributes()).toEqual({ lang: 'en', theme: 'dark' });
    expect(await user.getAttributes('end_user_read_write', ['lang'])).toEqual({ lang: 'en' });
    await user.deleteAttributes(['lang']);
    expect(await user.getAttributes()).toEqual({ theme: 'dark' });
    await expect(user.setAttributes({ plan: 'free' }, 'end_user_read_only')).rejects.toMatchObject({
      status: 403,
    });
    await user.deleteAttributes();
    expect(await user.getAttributes()).toEqual({});
  });

  it('the vendor SDK sets, reads and deletes attributes in buckets, and is refused a read-only bucket', async () => {
    const user = rig.vendor.getUser(token);
    await user.set({ colour: 'blue', size: 3 });
    expect(await user.get()).toEqual({ colour: 'blue', size: 3 });
    const pool = user.getBucket('person_pool-end_user_read_write');
    await pool.set({ avatar: 'cat' });
    expect(await pool.get(['avatar', 'missing'])).toEqual({ avatar: 'cat' });
    await user.delete(['size']);
    expect(await user.get()).toEqual({ colour: 'blue' });
    await expect(user.getBucket('end_user_read_only').set({ plan: 'free' })).rejects.toMatchObject({
      response: { status: 403 },
    });
    await expect(user.getBucket('end_user_no_access').get()).rejects.toMatchObject({
      response: { status: 403 },
    });
  });
});
