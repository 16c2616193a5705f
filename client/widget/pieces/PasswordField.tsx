/** A password input that toggles between hidden and visible. */
import { useState, type ReactElement } from 'react';
import { EyeIcon } from './Icons.tsx';
import { TextField, type TextFieldProps } from './TextField.tsx';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'adornment'> {
  showLabel: string;
  hideLabel: string;
}

export function PasswordField({ showLabel, hideLabel, ...rest }: PasswordFieldProps): ReactElement {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...rest}
      type={visible ? 'text' : 'password'}
      adornment={
        <button
          type="button"
          className="sid-field__toggle"
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon off={visible} />
        </button>
      }
    />
  );
}
