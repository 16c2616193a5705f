import type { SignInConfig } from '../config/schema.ts';

/**
 * What `docgen build` tells `docgen serve` about the site it built. It lives in the build directory under a
 * dot-name the server never serves, so operators deploy one folder and the server needs no site sources.
 */
export const SERVER_MANIFEST_FILE = '.docgen-server.json';
export const SERVER_MANIFEST_VERSION = 1;

export interface ServerManifest {
  version: typeof SERVER_MANIFEST_VERSION;
  siteTitle: string;
  productName: string;
  url: string;
  signIn: Pick<
    SignInConfig,
    'orgID' | 'forceLogin' | 'privatePaths' | 'privateRedirectPath' | 'uxMode' | 'registration'
  >;
}

/** Narrows parsed JSON to a manifest of this docgen version, or says what is wrong with it. */
export function checkServerManifest(value: unknown): ServerManifest | string {
  if (typeof value !== 'object' || value === null) return 'it is not a JSON object';
  const manifest = value as Partial<ServerManifest>;
  if (manifest.version !== SERVER_MANIFEST_VERSION) {
    return `it has version ${String(manifest.version)}, this docgen reads version ${SERVER_MANIFEST_VERSION}`;
  }
  if (typeof manifest.siteTitle !== 'string' || typeof manifest.signIn?.orgID !== 'string') {
    return 'it lacks the site title or signIn.orgID';
  }
  return manifest as ServerManifest;
}
