import { useEffect, useRef, useState, type FocusEvent, type ReactElement } from 'react';
import { ChevronIcon } from '../common/icons.tsx';
import { Link } from '../common/Link.tsx';
import { cx } from '../common/cx.ts';

export interface DropdownEntry {
  label: string;
  href: string;
  active?: boolean;
  /** Runs before the link is followed (e.g. to remember a choice). */
  onSelect?: () => void;
  /** The language of the entry and of the page it leads to (a locale dropdown's entries). */
  lang?: string;
}

interface DropdownProps {
  label: string;
  entries: DropdownEntry[];
  /** In the mobile menu the entries are listed under the label instead of in a pop-up. */
  mobile?: boolean;
  className?: string;
}

/**
 * A navbar dropdown. On desktop it opens on hover (CSS) and on click or Enter/Space (state, reflected in
 * `aria-expanded`); Escape, a click outside or focus leaving it closes it.
 */
export function Dropdown({ label, entries, mobile, className }: DropdownProps): ReactElement {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const links = entries.map((entry) => (
    <li key={entry.href + entry.label}>
      <Link
        className={cx(mobile ? 'menu__link' : 'dropdown__link', entry.active && 'is-active')}
        href={entry.href}
        aria-current={entry.active ? 'true' : undefined}
        lang={entry.lang}
        hrefLang={entry.lang}
        onClick={() => {
          entry.onSelect?.();
          setOpen(false);
        }}
      >
        {entry.label}
      </Link>
    </li>
  ));

  if (mobile) {
    return (
      <li className={cx('menu__group', className)}>
        <span className="menu__group-label">{label}</span>
        <ul className="menu__list">{links}</ul>
      </li>
    );
  }

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  return (
    <div
      ref={root}
      className={cx('navbar__item dropdown', open && 'dropdown--open', className)}
      onBlur={onBlur}
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
    >
      <button
        type="button"
        className="navbar__link dropdown__toggle"
        aria-haspopup="true"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {label}
        <ChevronIcon />
      </button>
      <ul className="dropdown__menu">{links}</ul>
    </div>
  );
}
