/** The client bundle's entry modules, relative to docgen's folder: one for sites with sign-in, one for public sites. */
export const CLIENT_ENTRIES = { gated: 'client/entry.tsx', public: 'client/entry-public.tsx' } as const;

export type ClientEntry = (typeof CLIENT_ENTRIES)[keyof typeof CLIENT_ENTRIES];

/** A site without `signIn` is public: its pages load the entry without the gate and the sign-in widget. */
export function clientEntryFor(hasSignIn: boolean): ClientEntry {
  return hasSignIn ? CLIENT_ENTRIES.gated : CLIENT_ENTRIES.public;
}
