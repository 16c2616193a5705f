/**
 * What the gate loads lazily besides the sign-in form (`GateModal.tsx`): the privacy-consent dialog and the organisation
 * switcher, each in the widget's frame (provider, theme, styles). Kept apart so a site without them never
 * downloads them.
 */
import type { ReactElement } from 'react';
import type { ConsentLevel } from '../../core/identity/consent.ts';
import type { IdentitySession } from '../identity/session.ts';
import type { User } from '../identity/user.ts';
import type { GateConfig } from './config.ts';
import { useWidgetConfig } from './widget-config.ts';
import { GDPRConsentDialog } from '../widget/GDPRConsentDialog.tsx';
import { OrganizationSwitcher } from '../widget/OrganizationSwitcher.tsx';
import { WidgetFrame } from '../widget/WidgetFrame.tsx';

interface EntryProps {
  session: IdentitySession;
  /** The site's sign-in settings: the widget's texts and theme come from them. */
  gate: GateConfig;
}

export function ConsentEntry(props: EntryProps & { onChosen?(levels: ConsentLevel[]): void }): ReactElement {
  return (
    <WidgetFrame session={props.session} config={useWidgetConfig(props.gate)}>
      <GDPRConsentDialog onChosen={props.onChosen} />
    </WidgetFrame>
  );
}

export function SwitcherEntry(props: EntryProps & { onSwitched?(user: User): void }): ReactElement {
  return (
    <WidgetFrame session={props.session} config={useWidgetConfig(props.gate)}>
      <OrganizationSwitcher onSwitched={props.onSwitched} />
    </WidgetFrame>
  );
}
