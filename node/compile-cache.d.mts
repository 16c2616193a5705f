// The types of `compile-cache.mjs`, for the TypeScript modules that use it.
import type { Plugin } from 'esbuild';

export declare const DOCGEN_ROOT: string;
export declare const COMPILE_CACHE: string;
/** Whether docgen runs as an installed package (compiled into `dist/` when packed), not from its sources. */
export declare const PACKAGED: boolean;
export declare const PACKAGE_DIST: string;
export declare function packageBuild(): { sourcesHash: string };
/** The installed package's compiled form of the docgen module `source`. */
export declare function packagedModule(source: string | URL): URL;
/** Compiles docgen's modules `entries` (relative paths) into `dist/` when the package is packed. */
export declare function compilePackage(options: { entries: string[]; sourcesHash: string }): Promise<void>;
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
