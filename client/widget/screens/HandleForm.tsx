/**
 * The handle part of the initial screen: Email/Phone tabs when both are possible (default: the last used
 * type), the "Authentication method" dropdown when several factors fit, the input and Continue.
 */
import { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import type { HandleType } from '../../../core/identity/handles.ts';
import type { FactorConfig } from '../config.ts';
import { useText, useWidget } from '../context.tsx';
import { availableHandleTypes, factorLabelKey, factorsFor } from '../factors.ts';
import { useForm } from '../form-state.ts';
import { readLastHandle } from '../last-handle.ts';
import type { LoginConfig } from '../machines/flow.ts';
import { Button } from '../pieces/Button.tsx';
import { Select, Tabs } from '../pieces/Choice.tsx';
import { TextField } from '../pieces/TextField.tsx';
import type { TextKey } from '../text/index.ts';
import { validateEmail, validatePhone, validateUsername, type Validator } from '../validation.ts';

/** Only readers with a phone factor download the country list. */
const PhoneInput = lazy(() => import('../pieces/PhoneInput.tsx'));

const TAB_KEYS: Record<HandleType, TextKey> = {
  email_address: 'initial.handle.email',
  phone_number: 'initial.handle.phone',
  username: 'initial.handle.username',
};
const VALIDATORS: Record<HandleType, Validator> = {
  email_address: validateEmail,
  phone_number: validatePhone,
  username: validateUsername,
};

export function HandleForm({
  factors,
  onLogIn,
}: {
  factors: FactorConfig[];
  onLogIn(config: LoginConfig): void;
}): ReactElement {
  const { config } = useWidget();
  const text = useText();
  const types = availableHandleTypes(factors);
  const last = config.storeLastHandle ? readLastHandle() : undefined;
  const [type, setType] = useState<HandleType>(
    last && types.includes(last.type) ? last.type : (types[0] ?? 'email_address'),
  );
  const fitting = factorsFor(type, factors);
  const [factorIndex, setFactorIndex] = useState(0);
  const factor = fitting[factorIndex] ?? fitting[0];
  const form = useForm(last && last.type === type ? { handle: last.value } : {});
  const { register } = form;

  useEffect(() => register('handle', VALIDATORS[type]), [register, type]);

  const switchType = (next: string) => {
    setType(next as HandleType);
    setFactorIndex(0);
    form.set('handle', '');
  };
  const submit = form.handleSubmit((values) => {
    if (!factor) return;
    onLogIn({
      handle: { type, value: (values.handle ?? '').trim() },
      factor: { method: factor.method, options: factor.options },
    });
  });
  const error = form.state.errors.handle ? text(form.state.errors.handle) : undefined;
  const placeholderKey: TextKey = `${TAB_KEYS[type]}.placeholder` as TextKey;

  return (
    <form className="sid-form-controls" noValidate onSubmit={submit}>
      {types.length > 1 && (
        <Tabs
          value={type}
          onChange={switchType}
          options={types.map((t) => ({ value: t, label: text(TAB_KEYS[t]) }))}
        />
      )}
      {fitting.length > 1 && (
        <Select
          label={text('initial.authenticationMethod')}
          value={String(factorIndex)}
          onChange={(value) => setFactorIndex(Number(value))}
          options={fitting.map((f, i) => ({ value: String(i), label: f.label ?? text(factorLabelKey(f)) }))}
        />
      )}
      {type === 'phone_number' ? (
        <Suspense fallback={null}>
          <PhoneInput
            key={type}
            label={text('initial.handle.phone')}
            placeholder={text('initial.handle.phone.placeholder')}
            defaultCountryCode={config.defaultCountryCode}
            value={form.value('handle')}
            onChange={(value) => form.set('handle', value)}
            error={error}
          />
        </Suspense>
      ) : (
        <TextField
          key={type}
          name={type === 'email_address' ? 'email' : 'username'}
          type={type === 'email_address' ? 'email' : 'text'}
          autoComplete={type === 'email_address' ? 'email' : 'username'}
          label={text(TAB_KEYS[type])}
          placeholder={
            (type === 'email_address' && text('initial.handle.phone.email')) || text(placeholderKey)
          }
          value={form.value('handle')}
          onChange={(value) => form.set('handle', value)}
          error={error}
        />
      )}
      <Button
        type="submit"
        variant="primary"
        data-testid="sid-form-initial-submit-button"
        disabled={form.state.status === 'invalid'}
      >
        {text('initial.submit')}
      </Button>
    </form>
  );
}
