/**
 * The password fields of the create and verify screens, with their field rules. A reset link's
 * page uses the create screen's fields under its own title.
 */
import { useEffect, useRef, type ReactElement } from 'react';
import { useText } from '../context.tsx';
import { useForm } from '../form-state.ts';
import { Button, LinkButton } from '../pieces/Button.tsx';
import { PasswordField } from '../pieces/PasswordField.tsx';
import type { TextKey } from '../text/index.ts';
import { validatePasswordConfirmation, validatePasswordRequired } from '../validation.ts';
import { Header, Message } from './Chrome.tsx';

type PasswordFormMode = 'setPassword' | 'resetPassword' | 'verifyPassword';

const COPY: Record<PasswordFormMode, { title: TextKey; message: TextKey }> = {
  setPassword: { title: 'authenticating.setPassword.title', message: 'authenticating.setPassword.message' },
  resetPassword: { title: 'resetPassword.title', message: 'resetPassword.message' },
  verifyPassword: {
    title: 'authenticating.verifyPassword.title',
    message: 'authenticating.verifyPassword.message',
  },
};

export interface PasswordFormProps {
  mode: PasswordFormMode;
  handle: string;
  /** The error of the last attempt, shown until the reader types again. */
  serverError?: string;
  onSubmit(password: string): void;
  onRecover?(): void;
}

export function PasswordForm({
  mode,
  handle,
  serverError,
  onSubmit,
  onRecover,
}: PasswordFormProps): ReactElement {
  const text = useText();
  const form = useForm();
  const { register } = form;
  const password = useRef('');
  password.current = form.value('password');
  const creating = mode !== 'verifyPassword';

  useEffect(() => {
    register('password', validatePasswordRequired);
    if (creating)
      register(
        'confirm',
        validatePasswordConfirmation(() => password.current),
      );
  }, [register, creating]);

  const fieldError = (name: string) => {
    const key = form.state.errors[name];
    return key ? text(key) : undefined;
  };
  const showServer = serverError && form.state.status === 'valid' && !form.value('password');
  const labels = {
    showLabel: text('authenticating.password.show'),
    hideLabel: text('authenticating.password.hide'),
  };
  const submit = form.handleSubmit((values) => onSubmit(values.password ?? ''));

  return (
    <>
      <Header
        title={text(COPY[mode].title)}
        className="sid-form-authenticating-title sid-form-authenticating-title-password"
      />
      <Message>{text(COPY[mode].message)}</Message>
      <form className="sid-form-controls" noValidate onSubmit={submit}>
        <input type="text" name="username" autoComplete="username" value={handle} readOnly hidden />
        <PasswordField
          {...labels}
          id="password-input"
          autoFocus
          autoComplete={creating ? 'new-password' : 'current-password'}
          label={text('authenticating.password.label')}
          placeholder={text('authenticating.password.placeholder')}
          value={form.value('password')}
          onChange={(value) => form.set('password', value)}
          error={fieldError('password') ?? (showServer ? serverError : undefined)}
        />
        {creating && (
          <PasswordField
            {...labels}
            id="password-input-confirm"
            autoComplete="new-password"
            label={text('authenticating.passwordConfirm.label')}
            placeholder={text('authenticating.password.placeholder')}
            value={form.value('confirm')}
            onChange={(value) => form.set('confirm', value)}
            error={fieldError('confirm')}
          />
        )}
        {mode === 'verifyPassword' && onRecover && (
          <p className="sid-prompt">
            {text('authenticating.verifyPassword.recover.prompt')}{' '}
            <LinkButton data-testid="sid-form-authenticating-recover-button" onClick={onRecover}>
              {text('authenticating.verifyPassword.recover.cta')}
            </LinkButton>
          </p>
        )}
        <Button
          type="submit"
          variant="primary"
          data-testid="sid-form-authenticating-submit-button"
          disabled={form.state.status === 'invalid'}
        >
          {text('authenticating.password.submit')}
        </Button>
      </form>
    </>
  );
}
