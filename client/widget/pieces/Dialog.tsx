/** A modal dialog: labelled, closes on Escape and on the backdrop when `onClose` is given, keeps focus in. */
import { useEffect, useId, useRef, type ReactElement, type ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  title?: ReactNode;
  onClose?(): void;
  className?: string;
  children: ReactNode;
  closeLabel?: string;
}

export function Dialog({
  open,
  title,
  onClose,
  className,
  children,
  closeLabel = 'Close',
}: DialogProps): ReactElement | null {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(
      'input, button, [href], [tabindex]:not([tabindex="-1"])',
    );
    (first ?? panel.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && onClose) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div
      className="sid-dialog__backdrop"
      onMouseDown={(event) => event.target === event.currentTarget && onClose?.()}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        tabIndex={-1}
        className={['sid-dialog', className].filter(Boolean).join(' ')}
      >
        {onClose && (
          <button type="button" className="sid-dialog__close" aria-label={closeLabel} onClick={onClose}>
            ×
          </button>
        )}
        {title && (
          <h2 id={titleId} className="sid-dialog__title">
            {title}
          </h2>
        )}
        {children}
      </div>
    </div>
  );
}
