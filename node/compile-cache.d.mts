// The types of `compile-cache.mjs`, for the TypeScript modules that use it.
import type { Plugin } from 'esbuild';

export declare const DOCGEN_ROOT: string;
export declare const COMPILE_CACHE: string;
/** esbuild plugin: each module keeps its source file's `import.meta.url`, `filename` and `dirname`. */
export declare const sourceLocations: Plugin;
export declare function compileToCache(options: {
  entry: string;
  name: string;
  cacheDir?: string;
  key?: string;
  splitting?: boolean;
  /** Compile the markdown chain into the code instead of importing it. */
  inlinePackages?: boolean;
}): Promise<URL>;
/** What docgen compiles from its own sources is keyed by: their paths, sizes and modification times. */
export declare function sourcesKey(options?: { fresh?: boolean }): string;
export declare function registerTypeScript(): Promise<void>;
export declare function enableSourceMaps(): void;
export declare function isCompileError(error: unknown): boolean;
export declare function reportFallback(error: unknown): void;
