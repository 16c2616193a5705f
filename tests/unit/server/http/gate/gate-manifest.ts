import type { PrivatePathInput } from '../../../../../core/access/private-paths.ts';
import type { ServerManifest } from '../../../../../core/server/manifest.ts';

/** The manifest of a build behind sign-in (`forceLogin`) with a sign-in shell and `privatePaths` rules. */
export function gatedManifest(privatePaths: PrivatePathInput[] = []): ServerManifest {
  return {
    signIn: { forceLogin: true, privatePaths, uxMode: 'modal', privateRedirectPath: '/' },
    access: {
      shell: '_shell.html',
      publicFiles: ['_shell.html'],
      owners: {},
      inlineScriptHashes: [],
      audiences: { conditions: [], files: {} },
    },
    ai: { markdown: true, llmsTxt: true, mcp: true },
  } as unknown as ServerManifest;
}
