/** Recovery codes after a TOTP registration: copy, "Download codes" (recovery-codes.txt), Continue. */
import type { ReactElement } from 'react';
import { useText } from '../context.tsx';
import { Button } from '../pieces/Button.tsx';
import { CopyField } from '../pieces/Prompts.tsx';
import { Header, Message, Screen } from './Chrome.tsx';

const RECOVERY_CODES_FILE = 'recovery-codes.txt';

function downloadCodes(codes: readonly string[]): void {
  const url = URL.createObjectURL(new Blob([codes.join('\n')], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = RECOVERY_CODES_FILE;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function RecoveryCodes({ codes, onContinue }: { codes: string[]; onContinue(): void }): ReactElement {
  const text = useText();
  return (
    <Screen testId="sid-form-recovery-codes-state">
      <Header title={text('authenticating.saveRecoveryCodes.totp.title')} />
      <Message>{text('authenticating.saveRecoveryCodes.totp.message')}</Message>
      <CopyField
        label={text('authenticating.saveRecoveryCodes.totp.title')}
        value={codes.join('\r\n')}
        copyLabel={text('copy.cta')}
        copiedLabel={text('copy.done')}
        multiline
      />
      <Button variant="secondary" onClick={() => downloadCodes(codes)}>
        {text('authenticating.downloadCodes')}
      </Button>
      <Button variant="primary" data-testid="sid-form-recovery-codes-submit-button" onClick={onContinue}>
        {text('authenticating.continue')}
      </Button>
    </Screen>
  );
}
