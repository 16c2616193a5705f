/**
 * Theme customisation whitelist: colour, font, border and logo-width settings only. Colours
 * must be 3- or 6-digit hex, sizes px, font families one of sans-serif, Open Sans, Inter. Anything else is
 * dropped with a warning.
 */
const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const PX = /^\d+(?:\.\d+)?px$/;
const FONT_FAMILIES = ['sans-serif', 'Open Sans', 'Inter'] as const;

type Check = (value: string) => boolean;
const colour: Check = (value) => HEX.test(value);
const size: Check = (value) => PX.test(value);
const font: Check = (value) => (FONT_FAMILIES as readonly string[]).includes(value);

const CUSTOMISABLE: Record<string, Check> = {
  '--sid-color-primary': colour,
  '--sid-color-primary-hover': colour,
  '--sid-color-secondary': colour,
  '--sid-color-tertiary': colour,
  '--sid-color-foreground': colour,
  '--sid-color-background': colour,
  '--sid-color-panel': colour,
  '--sid-font-family': font,
  '--sid-form-logo-width': size,
  '--sid-form-border-radius': size,
  '--sid-button-border-radius': size,
  '--sid-input-border-radius': size,
  '--sid-border-width-panel': size,
  '--sid-input-border-color': colour,
  '--sid-input-label-color': colour,
};

export function sanitiseCustomisation(config: Record<string, string> | undefined): Record<string, string> {
  const safe: Record<string, string> = {};
  for (const [name, value] of Object.entries(config ?? {})) {
    const check = CUSTOMISABLE[name];
    if (check && typeof value === 'string' && check(value.trim())) safe[name] = value.trim();
    else console.warn(`Ignoring theme customisation ${name}: "${String(value)}" is not allowed.`);
  }
  return safe;
}
