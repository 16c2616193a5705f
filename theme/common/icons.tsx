import type { ReactElement } from 'react';

/**
 * Small inline SVG icons (decorative: `aria-hidden`, the surrounding control carries the label). Kept together
 * because each is a single path. Their stroke is the stylesheet's (`.icon` in `base.css`): on every path it was
 * 85 bytes, 0.8 KB on a doc page.
 */

function Icon({ d, size = 20 }: { d: string; size?: number }): ReactElement {
  return (
    <svg className="icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

export const MenuIcon = () => <Icon d="M3 6h18M3 12h18M3 18h18" />;
export const CloseIcon = () => <Icon d="M6 6l12 12M18 6L6 18" />;
export const ChevronIcon = () => <Icon d="M9 6l6 6-6 6" size={16} />;
export const HomeIcon = () => <Icon d="M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10" size={16} />;
export const SunIcon = () => (
  <Icon d="M12 4V2M12 22v-2M4 12H2M22 12h-2M5.6 5.6L4.2 4.2M19.8 19.8l-1.4-1.4M5.6 18.4l-1.4 1.4M19.8 4.2l-1.4 1.4M12 8a4 4 0 100 8 4 4 0 000-8z" />
);
export const MoonIcon = () => <Icon d="M21 12.8A9 9 0 1111.2 3a7 7 0 009.8 9.8z" />;
export const ExternalIcon = () => (
  <Icon d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 01-1 1H5a1 1 0 01-1-1V7a1 1 0 011-1h5" size={12} />
);
export const LockIcon = () => <Icon d="M6 11h12v10H6zM8 11V7a4 4 0 018 0v4" size={14} />;
export const CopyIcon = () => <Icon d="M9 9h11v11H9zM5 15H4V4h11v1" size={16} />;
export const SearchIcon = () => <Icon d="M11 4a7 7 0 100 14 7 7 0 000-14zM21 21l-5-5" size={18} />;
