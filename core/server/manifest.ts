import { privatePathsForLocales, type LocalizedPrivatePath } from '../access/locale-rules.ts';
import { localePrefix } from '../i18n/locale-routes.ts';
import { defaultSiteLocale, type SiteLocale } from '../i18n/site-locales.ts';
import type { FactorMethod } from '../identity/handles.ts';
import type { AudienceCondition } from '../access/audiences.ts';
import type { AiConfig, SignInConfig } from '../config/schema.ts';

/**
 * What `docgen build` tells `docgen serve` about the site it built. It lives in the build directory under a
 * dot-name the server never serves, so operators deploy one folder and the server needs no site sources.
 */
export const SERVER_MANIFEST_FILE = '.docgen-server.json';
export const SERVER_MANIFEST_VERSION = 6;

/**
 * What the server gate needs to know about the files of a build. Everything not
 * listed as public is private to the rules of the route that governs it.
 */
export interface BuildAccess {
  /** The public sign-in shell: the layout and the widget, no private text and no private titles. */
  shell: string;
  /** Files anyone may fetch: the shell, the client bundle, the favicon and logos. Explicit and small. */
  publicFiles: string[];
  /** Files that are not pages (content images, full sidebars) → the routes whose rules govern them. */
  owners: Record<string, string[]>;
  /** CSP hashes (`sha256-…`) of the inline scripts the pages carry. */
  inlineScriptHashes: string[];
  /** The files whose readers see different entries, by the conditions they meet. */
  audiences: AudienceFiles;
}

/**
 * Files that list pages not every reader may open. The file under its own name lists them all; a reader lacking
 * some of its conditions gets the variant for exactly those (`audienceVariantFile`), which leaves them out.
 */
export interface AudienceFiles {
  /** The conditions of the site's rules (`audiencesOf`), numbered by their place. */
  conditions: AudienceCondition[];
  /** File → the numbers of the conditions it has variants for, ascending. */
  files: Record<string, number[]>;
}

/**
 * What the server needs of `signIn`: the gate's rules, who may register, which factors to start, where the
 * SDK page is (its origin runs passkey ceremonies for the site's pages, so the pages may frame it), whether
 * analytics need consent, whether anonymous readers may be created and who may impersonate.
 */
export type ServerSignIn = Pick<
  SignInConfig,
  | 'orgID'
  | 'forceLogin'
  | 'privateRedirectPath'
  | 'uxMode'
  | 'registration'
  | 'sdkURL'
  | 'privacyConsent'
  | 'anonymousReaders'
  | 'impersonationGroup'
> & {
  /** The private-path rules, with the locales each covers (`core/access/locale-rules.ts`). */
  privatePaths: LocalizedPrivatePath[];
  /** The factor methods the sign-in form offers: the only ones the identity service starts. */
  factors: FactorMethod[];
  /**
   * The form's single sign-on buttons, by the provider each names, so the server can warn about a button no
   * configured provider answers. Absent in builds of older docgen versions: nothing to check then.
   */
  ssoButtons?: SsoButton[];
};

/** A single sign-on button: the provider its options name (OIDC `provider` and `client_id`, SAML `provider_credentials_id`). */
export type SsoButton =
  { method: 'oidc'; provider: string; clientId: string } | { method: 'saml'; providerCredentialsId: string };

export function serverSignIn(signIn: SignInConfig, locales: readonly SiteLocale[]): ServerSignIn {
  const { orgID, forceLogin, privateRedirectPath, uxMode, registration, sdkURL } = signIn;
  const privatePaths = privatePathsForLocales(signIn.privatePaths, locales);
  const { privacyConsent, anonymousReaders, impersonationGroup } = signIn;
  const factors = signIn.formConfiguration.factors.map((factor) => factor.method);
  // `oidcClientID` with `oidcProvider` adds an OIDC button to the form (client/gate/widget-config.ts).
  if (signIn.oidcClientID && signIn.oidcProvider && !factors.includes('oidc')) factors.push('oidc');
  return {
    ...{ orgID, forceLogin, privatePaths, privateRedirectPath, uxMode, registration, sdkURL },
    ...{ privacyConsent, anonymousReaders, factors, ssoButtons: ssoButtons(signIn) },
    ...(impersonationGroup ? { impersonationGroup } : {}),
  };
}

function ssoButtons(signIn: SignInConfig): SsoButton[] {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const buttons = signIn.formConfiguration.factors.flatMap((factor): SsoButton[] => {
    const options = factor.options ?? {};
    if (factor.method === 'oidc')
      return [{ method: 'oidc', provider: text(options.provider), clientId: text(options.client_id) }];
    if (factor.method === 'saml')
      return [{ method: 'saml', providerCredentialsId: text(options.provider_credentials_id) }];
    return [];
  });
  // As the form does it (client/gate/widget-config.ts): only when no other OIDC button is listed.
  if (signIn.oidcClientID && signIn.oidcProvider && !buttons.some((b) => b.method === 'oidc'))
    buttons.push({ method: 'oidc', provider: signIn.oidcProvider, clientId: signIn.oidcClientID });
  return buttons;
}

/**
 * The site's locales as `<html lang>` writes them, and its default one (readers' e-mails follow them), and the
 * route prefixes of the other locales (`/de`: the gate sends their readers to their own sign-in page).
 */
export interface ServerLocales {
  locales: string[];
  defaultLocale: string;
  prefixes: string[];
}

export function serverLocales(locales: readonly SiteLocale[]): ServerLocales {
  return {
    locales: locales.map((locale) => locale.htmlLang),
    defaultLocale: defaultSiteLocale(locales).htmlLang,
    prefixes: locales.filter((locale) => !locale.isDefault).map(localePrefix),
  };
}

export interface ServerManifest {
  version: typeof SERVER_MANIFEST_VERSION;
  siteTitle: string;
  productName: string;
  url: string;
  /** Absent in builds of older docgen versions, which had English only. */
  locales?: ServerLocales;
  /** Absent on a public site: no gate, no identity API. */
  signIn?: ServerSignIn;
  /**
   * The site's `content/i18n/<locale>/docgen-mail.json` files by locale, as written: the server checks them again
   * when it starts (`core/identity/mail-overrides.ts`). Absent when the site has none.
   */
  mailTexts?: Record<string, unknown>;
  access: BuildAccess;
  /** Which channels for readers' AI assistants the site offers (`ai` in the site config). */
  ai: AiConfig;
}

/** What the server gate decides by. */
export type GateRules = Pick<
  ServerSignIn,
  'forceLogin' | 'privatePaths' | 'privateRedirectPath' | 'uxMode' | 'sdkURL'
>;

/** The rules of a public site: nothing private, so every reader, signed in or not, may open every page. */
const PUBLIC_SITE_RULES: GateRules = {
  forceLogin: false,
  privatePaths: [],
  privateRedirectPath: '/',
  uxMode: 'redirect',
  sdkURL: '',
};

export function gateRulesOf(manifest: Pick<ServerManifest, 'signIn'>): GateRules {
  return manifest.signIn ?? PUBLIC_SITE_RULES;
}

/** Narrows parsed JSON to a manifest of this docgen version, or says what is wrong with it. */
export function checkServerManifest(value: unknown): ServerManifest | string {
  if (typeof value !== 'object' || value === null) return 'it is not a JSON object';
  const manifest = value as Partial<ServerManifest>;
  if (manifest.version !== SERVER_MANIFEST_VERSION) {
    return `it has version ${String(manifest.version)}, this docgen reads version ${SERVER_MANIFEST_VERSION}`;
  }
  if (typeof manifest.siteTitle !== 'string') return 'it lacks the site title';
  if (typeof manifest.ai?.markdown !== 'boolean') return 'it lacks the ai switches';
  if (manifest.signIn !== undefined && typeof manifest.signIn.orgID !== 'string')
    return 'it lacks signIn.orgID';
  const access = manifest.access;
  if (
    typeof access?.shell !== 'string' ||
    !Array.isArray(access.publicFiles) ||
    typeof access.owners !== 'object' ||
    !Array.isArray(access.audiences?.conditions) ||
    typeof access.audiences.files !== 'object'
  ) {
    return 'it does not say which files are public';
  }
  return manifest as ServerManifest;
}
