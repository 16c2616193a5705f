/** Privacy consent through our SDK client and the vendor SDK, on SQLite and PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountRig, type AccountRig } from './helpers/account-rig.ts';
import { BACKENDS } from './helpers/backends.ts';

const levelsOf = (result: { consents: Array<{ consent_level: string }> }) =>
  result.consents.map((c) => c.consent_level).sort();

describe.each(BACKENDS)('privacy consent through both SDKs on %s', (backend) => {
  let rig: AccountRig;

  beforeAll(async () => {
    rig = await startAccountRig(backend);
  });
  afterAll(async () => {
    await rig?.close();
  });

  it('our client sets, adds, reads and removes consent levels', async () => {
    const user = rig.ours.userFromToken(await rig.signIn('ada@example.com'));
    expect(levelsOf(await user.setGDPRConsent(['necessary', 'analytics']))).toEqual([
      'analytics',
      'necessary',
    ]);
    expect(levelsOf(await user.addGDPRConsent(['marketing']))).toEqual([
      'analytics',
      'marketing',
      'necessary',
    ]);
    await user.removeGDPRConsent(['marketing']);
    expect(levelsOf(await user.getGDPRConsent())).toEqual(['analytics', 'necessary']);
    await user.removeGDPRConsent();
    expect(levelsOf(await user.getGDPRConsent())).toEqual([]);
  });

  it('the vendor SDK sets, adds, reads and removes consent levels', async () => {
    const user = rig.vendor.getUser(await rig.signIn('bob@example.com'));
    await user.setGDPRConsent({ consentLevels: ['necessary', 'tracking'] });
    await user.addGDPRConsent({ consentLevels: ['retargeting'] });
    const read = await user.getGDPRConsent();
    expect(read.consents[0]?.created_at).toBeInstanceOf(Date);
    expect(read.consents?.map((c) => c.consent_level).sort()).toEqual([
      'necessary',
      'retargeting',
      'tracking',
    ]);
    await user.removeGDPRConsent({ consentLevels: ['tracking', 'retargeting'] });
    expect((await user.getGDPRConsent()).consents?.map((c) => c.consent_level)).toEqual(['necessary']);
    await user.removeGDPRConsentAll();
    expect((await user.getGDPRConsent()).consents).toEqual([]);
  });
});
