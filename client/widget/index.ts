/** The sign-in widget: components, pieces and helpers. Loaded lazily by the gate. */
export { default as SignInForm, type SignInFormProps } from './SignInForm.tsx';
export { Form, type FormProps } from './Form.tsx';
export { Slot, SLOT_NAMES } from './Slot.tsx';
export { Groups, LoggedIn, LoggedOut } from './Groups.tsx';
export { GDPRConsentDialog } from './GDPRConsentDialog.tsx';
export { OrganizationSwitcher } from './OrganizationSwitcher.tsx';
export { WidgetProvider, useWidget, useSession, useText } from './context.tsx';
export { DEFAULT_CONFIG, type WidgetConfig, type FactorConfig } from './config.ts';
export { TEXT, createText, interpolate, type TextKey } from './text/index.ts';
export {
  COUNTRIES,
  searchCountries,
  parsePhoneNumber,
  findCountry,
  type Country,
} from './countries/countries.ts';
export { sanitiseCustomisation } from './customisation.ts';
export { Button, BackLink, LinkButton } from './pieces/Button.tsx';
export { TextField } from './pieces/TextField.tsx';
export { PasswordField } from './pieces/PasswordField.tsx';
export { OtpInput } from './pieces/OtpInput.tsx';
export { default as PhoneInput } from './pieces/PhoneInput.tsx';
export { Divider, ThemeRoot } from './pieces/Layout.tsx';
export { Accordion, Switch } from './pieces/Disclosure.tsx';
export { Dialog } from './pieces/Dialog.tsx';
export { Tabs, Select } from './pieces/Choice.tsx';
