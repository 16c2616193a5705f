/**
 * The server gate: deny by default. A file of the build leaves the server only when
 * the build marked it public or the request's session lets the reader open a route that governs it. Anyone
 * else gets the public sign-in shell (pages) or a bare 401/403 (data, images), never a private byte and never
 * a hint whether a private page exists. Everything gated is `private` (`no-store`, but the sidebar files named by
 * their content) and varies on Cookie, so no shared cache can hand one reader's page to another.
 */
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { audienceBaseFile, audienceVariantFile, conditionsLacking } from '../../../core/access/audiences.ts';
import { compilePrivatePaths, decideAccess, type AccessUser } from '../../../core/access/private-paths.ts';
import { governingRoutes, type FileAccess } from '../../../core/server/governing-routes.ts';
import { gateRulesOf, type ServerManifest } from '../../../core/server/manifest.ts';
import { compressionLoggingTo, openBuildFiles } from '../../../node/http/files/build-files.ts';
import { siteSecurityHeaders } from '../../../node/http/security-headers.ts';
import { NOT_FOUND_FILE, type ServedFiles, type SiteAccess } from '../../../node/http/site-route.ts';
import type { Sessions } from '../session/sessions.ts';
import { decideFile, type FileDecision } from './decide-file.ts';

const GATED = 'private, no-store';
const VARY_GATED = 'Cookie, Accept-Encoding';

/** Opens a build behind the gate, for `registerSiteRoute`; a build the gate cannot serve is refused (throws). */
export async function openGatedSite(params: {
  dir: string;
  manifest: ServerManifest;
  sessions: Sessions;
  https: boolean;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}): Promise<ServedFiles> {
  const { dir, manifest, sessions, log } = params;
  const { access } = manifest;
  const signIn = gateRulesOf(manifest);
  const rules = compilePrivatePaths(signIn.privatePaths, (message) => log.warn(message));
  const headers = siteSecurityHeaders({
    inlineScriptHashes: access.inlineScriptHashes,
    https: params.https,
    sdkUrl: signIn.sdkURL,
  });
  // The build is answered from memory; a file is only asked for once the gate let the request through.
  const files = await openBuildFiles(dir, { compress: compressionLoggingTo(log) });
  for (const page of [access.shell, NOT_FOUND_FILE]) {
    if (!files.exists(page)) throw new Error(`${page} is missing from ${dir}. Rebuild the site.`);
  }

  // The build does not change while served: each file's governing routes are worked out once.
  const accessByFile = new Map<string, FileAccess>();
  function accessOf(file: string): FileAccess {
    let known = accessByFile.get(file);
    if (!known) accessByFile.set(file, (known = governingRoutes(file, access)));
    return known;
  }

  function refuse(request: FastifyRequest, reply: FastifyReply, decision: FileDecision, page: boolean) {
    const status = decision === 'forbidden' ? 403 : 401;
    reply.header('cache-control', GATED).header('vary', VARY_GATED);
    if (!page)
      return reply
        .code(status)
        .type('text/plain; charset=utf-8')
        .send(status === 401 ? 'Sign in required.' : 'Forbidden.');
    const path = request.url.split('?')[0] ?? '/';
    const redirectPath = localizedRoute(path, signIn.privateRedirectPath, manifest.locales?.prefixes ?? []);
    if (signIn.uxMode === 'redirect' && decision === 'signInRequired' && path !== redirectPath) {
      const returnTo = encodeURIComponent(request.url);
      return reply.redirect(`${redirectPath}?return_to=${returnTo}`, 302);
    }
    return files.send(request, reply, localizedFileOf(path, access.shell, files.exists), status);
  }

  /**
   * The variant of `file` this reader sees: without the entries of the conditions they lack. The build wrote one
   * for every combination, so a lookup is all a request costs.
   */
  const audienceFiles = new Map(Object.entries(access.audiences.files));
  const audienceFile = (file: string, user: AccessUser | undefined): string => {
    const conditions = audienceFiles.get(file);
    if (!conditions) return file;
    const lacking = conditionsLacking(conditions, access.audiences.conditions, user);
    return lacking.length === 0 ? file : audienceVariantFile(file, lacking);
  };
  for (const [file, conditions] of audienceFiles) {
    const all = audienceVariantFile(file, conditions);
    if (!files.exists(all)) throw new Error(`${all} is missing from ${dir}. Rebuild the site.`);
  }

  const userOf = (request: FastifyRequest, reply: FastifyReply) => sessions.read(request, reply);

  /**
   * What a reader gets of a gated file: refused, or the file of the build they see. Worked out once per reader
   * and file: it depends only on the reader's identity (`sessions.read` gives one object per session cookie, and
   * checks the session's lifetimes and revocation on every request before) and on this build, while testing every
   * rule's pattern again costs on every request. Bounded by the build's files per reader; readers no longer read
   * are forgotten with their object.
   */
  type FileAnswer = { decision: FileDecision; admission: { as: 'gated'; send: string } };
  const visitorAnswers = new Map<string, FileAnswer>();
  const readerAnswers = new WeakMap<AccessUser, Map<string, FileAnswer>>();
  function answerOf(file: string, fileAccess: FileAccess, user: AccessUser | undefined): FileAnswer {
    let answers = user ? readerAnswers.get(user) : visitorAnswers;
    if (!answers) readerAnswers.set(user!, (answers = new Map()));
    let answer = answers.get(file);
    if (!answer) {
      const decision = decideFile({ access: fileAccess, forceLogin: signIn.forceLogin, rules, user });
      // A variant asked for by its own name is answered as its file is: with the one this reader sees.
      const send = decision === 'allowed' ? audienceFile(audienceBaseFile(file), user) : file;
      answers.set(file, (answer = { decision, admission: { as: 'gated', send } }));
    }
    return answer;
  }

  const gate: SiteAccess = {
    async file(request, reply, file) {
      const fileAccess = accessOf(file);
      if (fileAccess.kind === 'public') return { as: 'public', send: file };
      const { decision, admission } = answerOf(file, fileAccess, await userOf(request, reply));
      if (decision !== 'allowed') return refuse(request, reply, decision, file.endsWith('.html'));
      return admission;
    },
    async missing(request, reply) {
      // A missing path is answered as the page it names would be: under forceLogin or a private rule the
      // reader who may not open it gets the same refusal as for an existing page, so nothing tells outsiders
      // which pages exist. Only a reader who could open it learns that it is missing.
      const user = await userOf(request, reply);
      const missing = missingTarget(request.url);
      const decision = decideAccess({ path: missing.route, forceLogin: signIn.forceLogin, rules, user });
      if (decision !== 'allowed') return refuse(request, reply, decision, missing.page);
      return {
        as: 'gated',
        send: audienceFile(localizedFileOf(missing.route, NOT_FOUND_FILE, files.exists), user),
      };
    },
  };
  return { files, access: gate, headers, markdownCopies: manifest.ai.markdown };
}

/**
 * A page the server answers with for a route it does not serve as asked (the not-found page, the sign-in
 * shell): a locale's own (`/de/…` → `de/404.html`, which the build writes for every locale under its prefix, in
 * its language), else the site's.
 */
function localizedFileOf(route: string, file: string, exists: (file: string) => boolean): string {
  const prefix = /^\/([^/]+)(?:\/|$)/u.exec(route)?.[1];
  const localized = prefix && `${prefix}/${file}`;
  return localized && exists(localized) ? localized : file;
}

/** `route` (a default-locale route) in the locale `path` is in: `/de/docs/x`, `/` → `/de`. */
function localizedRoute(path: string, route: string, prefixes: readonly string[]): string {
  const prefix = prefixes.find((candidate) => path === candidate || path.startsWith(`${candidate}/`));
  if (!prefix) return route;
  return route === '/' ? prefix : `${prefix}${route}`;
}

/** The route a missing file would belong to, and whether it would be a page (else a file). */
function missingTarget(url: string): { route: string; page: boolean } {
  const path = url.split('?', 1)[0] ?? '/';
  return { route: path, page: !/\.(?!html$)[^./]+$/.test(path) };
}
