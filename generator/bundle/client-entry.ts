/** The client bundle's entry module, relative to docgen's folder. */
export const CLIENT_ENTRY = 'client/entry.tsx';
