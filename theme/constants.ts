/** Widths up to this many pixels use the mobile layout. Keep in sync with the CSS media queries. */
export const DESKTOP_BREAKPOINT = 996;

/** Height of the fixed navbar in pixels (`--docgen-navbar-height` in the CSS). */
export const NAVBAR_HEIGHT = 60;

/** Class set on `<body>` while the mobile menu is open; the CSS locks scrolling with it. */
export const SCROLL_LOCK_CLASS = 'docgen-scroll-lock';

/** The id of `<main>`, target of the skip link. */
export const MAIN_ID = '__main';
