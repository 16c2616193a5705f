// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import PhoneInput from '../../../../../client/widget/pieces/PhoneInput.tsx';
import { byText, click, key, mount, type, type Mounted } from '../../../../helpers/widget-dom.tsx';

let mounted: Mounted | undefined;
let latest = '';
afterEach(() => mounted?.unmount());

function Harness({ defaultCountryCode, initial = '' }: { defaultCountryCode?: string; initial?: string }) {
  const [value, setValue] = useState(initial);
  latest = value;
  return (
    <PhoneInput label="Phone" value={value} defaultCountryCode={defaultCountryCode} onChange={setValue} />
  );
}

async function render(props: { defaultCountryCode?: string; initial?: string } = {}) {
  mounted = await mount(<Harness {...props} />);
  const container = mounted.container;
  return {
    container,
    number: container.querySelector<HTMLInputElement>('input[type=tel]')!,
    picker: container.querySelector<HTMLButtonElement>('.sid-country__button')!,
  };
}

describe('telephone input with country picker', () => {
  it('defaults to the configured country (US unless told) and sends dial code + number', async () => {
    const { number, picker } = await render();
    expect(picker.getAttribute('aria-label')).toBe('United States +1');
    await type(number, '415 555 0100');
    expect(number.value).toBe('4155550100');
    expect(latest).toBe('+14155550100');
  });

  it('uses another default country code', async () => {
    const { picker } = await render({ defaultCountryCode: 'DE' });
    expect(picker.textContent).toContain('+49');
  });

  it('starts from a full stored number, picking its country', async () => {
    const { number, picker } = await render({ initial: '+447700900123' });
    expect(picker.getAttribute('aria-label')).toBe('United Kingdom +44');
    expect(number.value).toBe('7700900123');
  });

  it('lists the preferred countries first and searches by name, code or dial code', async () => {
    const { container, picker, number } = await render();
    await click(picker);
    const options = () => [...container.querySelectorAll('[role=option]')].map((o) => o.textContent ?? '');
    expect(
      options()
        .slice(0, 5)
        .map((o) =>
          o
            .replace(/\+\d+$/, '')
            .trimEnd()
            .replace(/^\S+\s/, ''),
        ),
    ).toEqual(['Australia', 'India', 'United Arab Emirates', 'United Kingdom', 'United States']);
    const search = container.querySelector<HTMLInputElement>('.sid-country__search')!;
    await type(search, 'fr');
    expect(options()[0]).toContain('France');
    await type(search, 'ZEALAND');
    expect(options()).toHaveLength(1);
    await type(search, '+91');
    expect(options()).toEqual([expect.stringContaining('India')]);
    await key(search, 'Enter');
    expect(picker.getAttribute('aria-label')).toBe('India +91');
    await type(number, '98765');
    expect(latest).toBe('+9198765');
  });

  it('picks a country by click, and switches country when a full +number is typed', async () => {
    const { container, picker, number } = await render();
    await click(picker);
    await click(byText(container, '[role=option]', /Australia/));
    expect(picker.getAttribute('aria-label')).toBe('Australia +61');
    expect(container.querySelector('[role=listbox]')).toBeNull();
    await type(number, '+33612345678');
    expect(picker.getAttribute('aria-label')).toBe('France +33');
    expect(latest).toBe('+33612345678');
  });
});
