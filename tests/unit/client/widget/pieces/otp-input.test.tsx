// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtpInput, type OtpInputProps } from '../../../../../client/widget/pieces/OtpInput.tsx';
import { click, key, mount, paste, type, type Mounted } from '../../../../helpers/widget-dom.tsx';

let mounted: Mounted | undefined;
afterEach(() => mounted?.unmount());

function Harness(props: Partial<OtpInputProps> & { onValue?: (value: string) => void }) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <OtpInput
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onValue?.(next);
      }}
    />
  );
}

async function render(props: Partial<OtpInputProps> & { onValue?: (value: string) => void } = {}) {
  mounted = await mount(<Harness {...props} />);
  return [...mounted.container.querySelectorAll('input')];
}

describe('one-time-code input', () => {
  it('has 4 boxes by default, one character each, labelled "Please enter OTP digit N"', async () => {
    const boxes = await render();
    expect(boxes).toHaveLength(4);
    expect(boxes.map((box) => box.getAttribute('aria-label'))).toEqual(
      [1, 2, 3, 4].map((n) => `Please enter OTP digit ${n}`),
    );
    expect(boxes[0]?.getAttribute('inputmode')).toBe('numeric');
    expect(boxes[0]?.getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('labels boxes "character N" when not numeric', async () => {
    const boxes = await render({ numeric: false, length: 2 });
    expect(boxes[1]?.getAttribute('aria-label')).toBe('Please enter OTP character 2');
  });

  it('moves focus forward on entry and accepts only digits in numeric mode', async () => {
    const values: string[] = [];
    const boxes = await render({ length: 6, onValue: (v) => values.push(v) });
    boxes[0]?.focus();
    await type(boxes[0]!, '4');
    expect(document.activeElement).toBe(boxes[1]);
    await type(boxes[1]!, 'x');
    expect(boxes[1]?.value).toBe('');
    expect(document.activeElement).toBe(boxes[1]);
    await type(boxes[1]!, '2');
    expect(values.at(-1)).toBe('42');
    expect(document.activeElement).toBe(boxes[2]);
  });

  it('goes back on Backspace: clears the box, or the previous one when empty', async () => {
    const boxes = await render({ value: '12' });
    boxes[2]?.focus();
    await key(boxes[2]!, 'Backspace');
    expect(document.activeElement).toBe(boxes[1]);
    expect(boxes.map((b) => b.value)).toEqual(['1', '', '', '']);
    await key(boxes[1]!, 'Backspace');
    expect(boxes.map((b) => b.value)).toEqual(['', '', '', '']);
    expect(document.activeElement).toBe(boxes[0]);
    await key(boxes[0]!, 'Backspace');
    expect(document.activeElement).toBe(boxes[0]);
  });

  it('moves with the arrow keys and clears the current box with Delete', async () => {
    const boxes = await render({ value: '1234' });
    boxes[1]?.focus();
    await key(boxes[1]!, 'ArrowRight');
    expect(document.activeElement).toBe(boxes[2]);
    await key(boxes[2]!, 'ArrowLeft');
    await key(boxes[1]!, 'ArrowLeft');
    expect(document.activeElement).toBe(boxes[0]);
    await key(boxes[0]!, 'ArrowLeft');
    expect(document.activeElement).toBe(boxes[0]);
    await key(boxes[0]!, 'Delete');
    expect(boxes.map((b) => b.value)).toEqual(['', '2', '3', '4']);
    expect(document.activeElement).toBe(boxes[0]);
  });

  it('fills every box from a pasted full code, cut to the length, and reports completion', async () => {
    const onComplete = vi.fn();
    const boxes = await render({ length: 6, onComplete });
    await paste(boxes[0]!, ' 12-34 5678 ');
    expect(boxes.map((b) => b.value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(onComplete).toHaveBeenCalledWith('123456');
    expect(document.activeElement).toBe(boxes[5]);
  });

  it('clears all boxes when the value is reset from outside', async () => {
    function Resettable() {
      const [value, setValue] = useState('');
      return (
        <>
          <OtpInput value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue('')}>
            reset
          </button>
        </>
      );
    }
    mounted = await mount(<Resettable />);
    const boxes = [...mounted.container.querySelectorAll('input')];
    await paste(boxes[0]!, '9876');
    expect(boxes.map((b) => b.value).join('')).toBe('9876');
    await click(mounted.container.querySelector('button'));
    expect(boxes.map((b) => b.value).join('')).toBe('');
  });
});
