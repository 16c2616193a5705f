/** `dumb-passwords` ships no types (and CommonJS only: Node's ESM sees just its default export). */
declare module 'dumb-passwords' {
  const dumbPasswords: {
    /** True when the password (any case) is one of the 10,000 most common passwords. */
    check(password: string): boolean;
  };
  export default dumbPasswords;
}
