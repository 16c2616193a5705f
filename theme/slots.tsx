import { createContext, useContext, type ReactNode } from 'react';

/**
 * Places where code outside the theme (the client gate) puts its own UI. The theme renders them as they are;
 * all are empty by default, so a server render without slots shows none of them.
 */
export interface ThemeSlots {
  /** Rendered where the navbar item `{ type: 'signIn' }` is: the Log in / Log out button. */
  signIn?: ReactNode;
  /** Rendered inside `<main>`, before the page body (e.g. the sign-in modal or a gate notice). */
  beforeContent?: ReactNode;
  /** The search dialog the navbar's search button opens, searching for `query` (browser only: it asks the server). */
  searchDialog?: (close: () => void, query: string) => ReactNode;
}

const ThemeSlotsContext = createContext<ThemeSlots>({});

export const ThemeSlotsProvider = ThemeSlotsContext.Provider;

export function useThemeSlots(): ThemeSlots {
  return useContext(ThemeSlotsContext);
}
