/** Small inline SVG icons of the widget; decorative, hidden from assistive technology. */
import type { ReactElement } from 'react';

const svg = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  'aria-hidden': true,
} as const;

export const Spinner = (): ReactElement => <span className="sid-spinner" role="presentation" />;

export const ChevronLeftIcon = (): ReactElement => (
  <svg {...svg} width={16} height={16}>
    <path d="M15 18l-6-6 6-6" />
  </svg>
);

export const ChevronDownIcon = (): ReactElement => (
  <svg {...svg} width={16} height={16}>
    <path d="M6 9l6 6 6-6" />
  </svg>
);

export const MailIcon = (): ReactElement => (
  <svg {...svg} width={48} height={48} className="sid-icon sid-icon--large">
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </svg>
);

export const SmsIcon = (): ReactElement => (
  <svg {...svg} width={48} height={48} className="sid-icon sid-icon--large">
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12z" />
  </svg>
);

export const CheckIcon = (): ReactElement => (
  <svg {...svg} width={48} height={48} className="sid-icon sid-icon--large sid-icon--success">
    <circle cx="12" cy="12" r="10" />
    <path d="M7 12.5l3 3 7-7" />
  </svg>
);

export const ErrorIcon = ({ neutral = false }: { neutral?: boolean }): ReactElement => (
  <svg
    {...svg}
    width={48}
    height={48}
    className={`sid-icon sid-icon--large sid-form-error-icon ${neutral ? 'sid-icon--neutral' : 'sid-icon--failure'}`}
  >
    <circle cx="12" cy="12" r="10" />
    <path d="M12 7v6M12 16.5v.5" />
  </svg>
);

export const CopyIcon = (): ReactElement => (
  <svg {...svg} width={16} height={16}>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15V5a2 2 0 0 1 2-2h10" />
  </svg>
);

export const SmallCheckIcon = (): ReactElement => (
  <svg {...svg} width={16} height={16}>
    <path d="M5 12.5l4 4 10-10" />
  </svg>
);

export const EyeIcon = ({ off = false }: { off?: boolean }): ReactElement => (
  <svg {...svg} width={18} height={18}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {off && <path d="M3 3l18 18" />}
  </svg>
);

/** The default logo when the configuration has none. */
export const DefaultLogo = (): ReactElement => (
  <svg width={40} height={40} viewBox="0 0 40 40" aria-hidden="true" className="sid-logo--component">
    <rect width="40" height="40" rx="10" fill="var(--sid-color-primary)" />
    <path
      d="M13 20.5l5 5 9-11"
      stroke="#fff"
      strokeWidth="3"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
