/**
 * The few globals core/ uses that every platform docgen runs on has alike (Node ≥ 20 and the browsers): core/
 * sees neither Node's types nor the DOM's, so that it cannot use what only one side has. Each is declared with
 * the members core/ uses; a new one is added here only if both sides have it.
 */
declare const console: { error(...data: unknown[]): void; warn(...data: unknown[]): void };

declare function btoa(data: string): string;
declare function atob(data: string): string;

declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean });
  decode(input?: Uint8Array): string;
}

declare class URLSearchParams {
  constructor(init?: string);
  append(name: string, value: string): void;
  get(name: string): string | null;
  has(name: string): boolean;
  toString(): string;
  [Symbol.iterator](): IterableIterator<[string, string]>;
}
declare class URL {
  constructor(url: string, base?: string | URL);
  hash: string;
  host: string;
  hostname: string;
  href: string;
  origin: string;
  pathname: string;
  protocol: string;
  search: string;
  readonly searchParams: URLSearchParams;
  toString(): string;
}
