// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { IdentitySession } from '../../../../../client/identity/session.ts';
import { createTokenStorage } from '../../../../../client/identity/token-storage.ts';
import { WidgetProvider } from '../../../../../client/widget/context.tsx';
import { Groups, LoggedIn, LoggedOut } from '../../../../../client/widget/Groups.tsx';
import { Accordion, Switch } from '../../../../../client/widget/pieces/Disclosure.tsx';
import { Dialog } from '../../../../../client/widget/pieces/Dialog.tsx';
import { BASE, fakeApi, jwt, ok } from '../../../../helpers/fake-identity-api.ts';
import { byText, click, key, mount, type Mounted } from '../../../../helpers/widget-dom.tsx';

let mounted: Mounted | undefined;
afterEach(() => mounted?.unmount());

async function signedIn(groups: string[]) {
  const token = jwt({ groups });
  const storage = createTokenStorage();
  storage.set('@slashid/USER_TOKEN', token);
  const api = fakeApi({ 'POST /token/validate': ok({ valid: true }) });
  const session = new IdentitySession({
    oid: 'org-1',
    baseURL: BASE,
    analyticsEnabled: false,
    fetch: api.fetch,
    storage,
  });
  await session.start();
  return session;
}

describe('<Groups>', () => {
  it('shows children for a member, for any-of and all-of tests', async () => {
    const session = await signedIn(['customers', 'beta']);
    mounted = await mount(
      <WidgetProvider session={session}>
        <Groups belongsTo="customers">member</Groups>
        <Groups belongsTo="admins">admin</Groups>
        <Groups belongsTo={Groups.some('admins', 'beta')}>some</Groups>
        <Groups belongsTo={Groups.all('customers', 'admins')}>all</Groups>
        <Groups belongsTo={Groups.all('customers', 'beta')}>both</Groups>
        <LoggedIn>in</LoggedIn>
        <LoggedOut>out</LoggedOut>
      </WidgetProvider>,
    );
    expect(mounted.container.textContent).toBe('membersomebothin');
  });
});

describe('form pieces', () => {
  it('accordion: single mode keeps one open (collapsible closes it), multiple mode opens several', async () => {
    const items = ['a', 'b'].map((value) => ({ value, title: `T${value}`, content: `C${value}` }));
    mounted = await mount(
      <>
        <div id="single">
          <Accordion items={items} collapsible />
        </div>
        <div id="multi">
          <Accordion items={items} type="multiple" />
        </div>
      </>,
    );
    const open = (id: string) =>
      [...mounted!.container.querySelectorAll(`#${id} [aria-expanded=true]`)].map((b) => b.textContent);
    await click(byText(mounted.container, '#single button', 'Ta'));
    await click(byText(mounted.container, '#single button', 'Tb'));
    expect(open('single')).toEqual(['Tb']);
    await click(byText(mounted.container, '#single button', 'Tb'));
    expect(open('single')).toEqual([]);
    await click(byText(mounted.container, '#multi button', 'Ta'));
    await click(byText(mounted.container, '#multi button', 'Tb'));
    expect(open('multi')).toEqual(['Ta', 'Tb']);
  });

  it('switch toggles aria-checked; dialog closes on Escape', async () => {
    let checked = false;
    let closed = false;
    mounted = await mount(
      <>
        <Switch checked={checked} onChange={(v) => (checked = v)} label="Analytics" />
        <Dialog open title="Privacy" onClose={() => (closed = true)}>
          body
        </Dialog>
      </>,
    );
    await click(mounted.container.querySelector('[role=switch]'));
    expect(checked).toBe(true);
    expect(mounted.container.querySelector('[role=dialog]')?.getAttribute('aria-modal')).toBe('true');
    await key(document.body, 'Escape');
    expect(closed).toBe(true);
  });
});
