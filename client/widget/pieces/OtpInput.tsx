/**
 * One-time-code input: one character per box, default length 4 (the widget uses 6). Focus
 * moves forward on entry and back on Backspace; arrows move; Delete clears; a paste fills the boxes, cut to
 * the length. Numeric mode accepts digits only.
 */
import {
  useEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactElement,
} from 'react';

export interface OtpInputProps {
  length?: number;
  numeric?: boolean;
  /** The code so far; setting it to '' clears the boxes. */
  value: string;
  onChange(value: string): void;
  /** Called once every box holds a character. */
  onComplete?(value: string): void;
  autoFocus?: boolean;
  disabled?: boolean;
  /** Label of box N (1-based); defaults to "Please enter OTP digit N" / "character N". */
  label?(position: number): string;
}

const emptyBoxes = (length: number, value: string) => Array.from({ length }, (_, i) => value[i] ?? '');

export function OtpInput({
  length = 4,
  numeric = true,
  value,
  onChange,
  onComplete,
  autoFocus,
  disabled,
  label,
}: OtpInputProps): ReactElement {
  const [chars, setChars] = useState(() => emptyBoxes(length, value));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const joined = chars.join('');

  useEffect(() => {
    if (value !== joined) setChars(emptyBoxes(length, value));
    // Only an outside change of `value` resets the boxes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, length]);

  useEffect(() => {
    if (autoFocus) boxes.current[0]?.focus();
  }, [autoFocus]);

  const accept = (text: string) => (numeric ? text.replace(/\D/g, '') : text.replace(/\s/g, ''));
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(length - 1, index))]?.focus();

  const commit = (next: string[]) => {
    setChars(next);
    const code = next.join('');
    onChange(code);
    if (next.every((char) => char !== '')) onComplete?.(code);
  };

  const fillFrom = (index: number, text: string) => {
    const accepted = accept(text).slice(0, length - index);
    if (!accepted) return;
    const next = [...chars];
    [...accepted].forEach((char, offset) => (next[index + offset] = char));
    commit(next);
    focus(index + accepted.length);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const next = [...chars];
      if (next[index]) next[index] = '';
      else if (index > 0) {
        next[index - 1] = '';
        focus(index - 1);
      }
      commit(next);
    } else if (event.key === 'Delete') {
      event.preventDefault();
      commit(chars.map((char, i) => (i === index ? '' : char)));
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fillFrom(index, event.clipboardData.getData('text'));
  };

  const boxLabel = label ?? ((n: number) => `Please enter OTP ${numeric ? 'digit' : 'character'} ${n}`);
  return (
    <div className="sid-otp" role="group">
      {chars.map((char, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="sid-otp__box"
          value={char}
          aria-label={boxLabel(index + 1)}
          inputMode={numeric ? 'numeric' : 'text'}
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          disabled={disabled}
          onFocus={(event) => event.target.select()}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
          onChange={(event) => {
            const typed = event.target.value.replace(char, '') || event.target.value;
            if (typed === '') return commit(chars.map((c, i) => (i === index ? '' : c)));
            fillFrom(index, typed);
          }}
        />
      ))}
    </div>
  );
}
