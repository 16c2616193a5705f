/**
 * Keyboard access to content that scrolls sideways (WCAG 2.1.1; axe's `scrollable-region-focusable`): a wide
 * table or code block in a narrow window can only be scrolled with the keyboard once it can take focus. Such
 * elements get `tabindex="0"` while they overflow, and lose it (if it was ours) when they no longer do.
 */
const SELECTOR = 'main .markdown table, main .markdown pre';
const MARK = 'data-docgen-scrollable';

export function updateScrollRegions(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>(SELECTOR)) {
    const overflows = element.scrollWidth > element.clientWidth + 1;
    const ours = element.hasAttribute(MARK);
    if (overflows && !ours && !element.hasAttribute('tabindex')) {
      element.setAttribute('tabindex', '0');
      element.setAttribute(MARK, '');
    } else if (!overflows && ours) {
      element.removeAttribute('tabindex');
      element.removeAttribute(MARK);
    }
  }
}

/** Re-checks after the window was resized (debounced). */
export function watchScrollRegions(): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener('resize', () => {
    clearTimeout(timer);
    timer = setTimeout(() => updateScrollRegions(), 150);
  });
}
