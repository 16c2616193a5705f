/**
 * ES256 signing keys, kept in the database so every instance signs and verifies with the same set.
 *
 * The first start creates a key; of instances starting together exactly one does, the others load it.
 * Each instance signs with the newest active key and reloads the set every minute; a token whose `kid` it
 * does not know (signed after a rotation) makes it look again, at most once a second. Retired keys stay
 * published until every token they signed has expired.
 *
 * Threat: a copy of the database is used to mint tokens for anyone. Private keys are stored sealed under the
 * master key (`DOCGEN_SECRET_KEY`), so the copy alone cannot sign. A key stored before sealing existed, or
 * sealed under another master key, is replaced by a new sealed key at start (it keeps verifying its tokens).
 */
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Clock } from '../clock.ts';
import type { SecretSealer } from '../crypto/sealer.ts';
import type { IdentityStorage, SigningKeyRecord } from '../storage/types.ts';

export const SIGNING_ALG = 'ES256';
const RELOAD_INTERVAL_MS = 60_000;
const UNKNOWN_KID_RELOAD_MS = 1_000;

interface PublicJwk extends JWK {
  kid: string;
}

export interface KeyRing {
  /** The key new tokens are signed with. */
  signingKey(): Promise<{ kid: string; key: CryptoKey }>;
  /** The public key for a token's `kid`, or undefined if no stored key has that id. */
  verificationKey(kid: string): Promise<CryptoKey | undefined>;
  /** The JSON Web Key Set published at `/.well-known/jwks.json`. */
  jwks(): Promise<{ keys: PublicJwk[] }>;
}

interface LoadedKey {
  record: SigningKeyRecord;
  publicKey: CryptoKey;
  privateKey?: CryptoKey;
}

/** Stored private keys that are not sealed: JSON Web Keys written in clear before sealing existed. */
const isClearJwk = (stored: string) => stored.startsWith('{');

export async function createSigningKeyRecord(now: number, sealer: SecretSealer): Promise<SigningKeyRecord> {
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  return {
    kid,
    alg: SIGNING_ALG,
    privateJwk: sealer.seal(
      'signing-key',
      JSON.stringify({ ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALG }),
    ),
    publicJwk: JSON.stringify({ ...publicJwk, kid, alg: SIGNING_ALG, use: 'sig' }),
    createdAt: now,
    retiredAt: null,
  };
}

/** Loads the key set, creating the first key when there is none. */
export async function openKeyRing(params: {
  storage: IdentityStorage;
  clock: Clock;
  tokenTtlMs: number;
  sealer: SecretSealer;
}): Promise<KeyRing> {
  const { storage, clock, tokenTtlMs, sealer } = params;
  let keys = new Map<string, LoadedKey>();
  let loadedAt = 0;
  let loading: Promise<void> | undefined;

  async function load(): Promise<void> {
    let records = await storage.signingKeys.list();
    if (!records.some((r) => r.retiredAt === null)) {
      await storage.signingKeys.insertInitial(await createSigningKeyRecord(clock.now(), sealer));
      records = await storage.signingKeys.list();
    }
    let next = await importAll(records);
    if (![...next.values()].some((k) => k.record.retiredAt === null && k.privateKey)) {
      await rotateSigningKey(storage, clock.now(), sealer);
      next = await importAll(await storage.signingKeys.list());
    }
    keys = next;
    loadedAt = performance.now();
  }

  async function importAll(records: SigningKeyRecord[]): Promise<Map<string, LoadedKey>> {
    const next = new Map<string, LoadedKey>();
    for (const record of records) {
      const known = keys.get(record.kid);
      next.set(record.kid, known ? { ...known, record } : await importRecord(record, sealer));
    }
    return next;
  }

  function reload(): Promise<void> {
    loading ??= load().finally(() => (loading = undefined));
    return loading;
  }

  async function fresh(): Promise<void> {
    if (performance.now() - loadedAt > RELOAD_INTERVAL_MS) await reload();
  }

  await reload();

  return {
    async signingKey() {
      await fresh();
      const active = [...keys.values()].filter((k) => k.record.retiredAt === null && k.privateKey);
      const newest = active.sort(
        (a, b) => b.record.createdAt - a.record.createdAt || (a.record.kid < b.record.kid ? 1 : -1),
      )[0];
      if (!newest?.privateKey) throw new Error('no active signing key is stored');
      return { kid: newest.record.kid, key: newest.privateKey };
    },
    async verificationKey(kid) {
      await fresh();
      if (!keys.has(kid) && performance.now() - loadedAt > UNKNOWN_KID_RELOAD_MS) await reload();
      return keys.get(kid)?.publicKey;
    },
    async jwks() {
      await fresh();
      const now = clock.now();
      const published = [...keys.values()].filter(
        (k) => k.record.retiredAt === null || k.record.retiredAt + tokenTtlMs > now,
      );
      return { keys: published.map((k) => JSON.parse(k.record.publicJwk) as PublicJwk) };
    },
  };
}

/** A stored key; its private half only when it is active and sealed under this master key. */
async function importRecord(record: SigningKeyRecord, sealer: SecretSealer): Promise<LoadedKey> {
  const publicKey = (await importJWK(JSON.parse(record.publicJwk) as JWK, record.alg)) as CryptoKey;
  if (record.retiredAt !== null || isClearJwk(record.privateJwk)) return { record, publicKey };
  let privateJwk: JWK;
  try {
    privateJwk = JSON.parse(sealer.open('signing-key', record.privateJwk)) as JWK;
  } catch {
    return { record, publicKey };
  }
  const privateKey = (await importJWK(privateJwk, record.alg)) as CryptoKey;
  return { record, publicKey, privateKey };
}

/**
 * Starts signing with a new key and retires the others; tokens they signed stay valid until they expire.
 * Instances pick the new key up within a minute (or at once for tokens whose `kid` they do not know).
 */
export async function rotateSigningKey(
  storage: IdentityStorage,
  now: number,
  sealer: SecretSealer,
): Promise<{ kid: string; retired: string[] }> {
  const previous = (await storage.signingKeys.list()).filter((r) => r.retiredAt === null);
  const record = await createSigningKeyRecord(now, sealer);
  await storage.signingKeys.insert(record);
  for (const key of previous) await storage.signingKeys.retire(key.kid, now);
  return { kid: record.kid, retired: previous.map((k) => k.kid) };
}
