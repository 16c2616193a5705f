import { useColorMode as useDocgenColorMode, type ColorMode } from '../color-mode.ts';

/**
 * `@docusaurus/theme-common`'s `useColorMode`: the reader's light or dark mode, and a way to change it (as the
 * navbar's switch does). Light while rendering on the server and hydrating, as Docusaurus' default.
 */
export function useColorMode(): {
  colorMode: ColorMode;
  setColorMode: (mode: ColorMode) => void;
  isDarkTheme: boolean;
} {
  const [colorMode, setColorMode] = useDocgenColorMode('light');
  return { colorMode, setColorMode, isDarkTheme: colorMode === 'dark' };
}
