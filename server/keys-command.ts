import { EXIT } from '../core/errors/exit-codes.ts';
import { readServerEnv } from './env/server-env.ts';
import {
  openSecretKey,
  openStorageFromEnv,
  rotateSigningKey,
  secretSealer,
  systemClock,
} from './identity/index.ts';

/**
 * `docgen keys rotate`: starts signing tokens with a new key, in the storage `docgen serve` uses. The retired
 * keys keep verifying the tokens they signed until those expire; running servers pick the new key up within
 * a minute. The new private key is sealed under `DOCGEN_SECRET_KEY` (or the key kept in the database).
 */
export async function rotateKeysCommand(
  processEnv: NodeJS.ProcessEnv = process.env,
  out: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Promise<number> {
  const env = readServerEnv(processEnv);
  const storage = await openStorageFromEnv(env);
  try {
    const masterKey = await openSecretKey({
      storage,
      clock: systemClock,
      ...(env.DOCGEN_SECRET_KEY ? { key: env.DOCGEN_SECRET_KEY } : {}),
    });
    const { kid, retired } = await rotateSigningKey(storage, systemClock.now(), secretSealer(masterKey));
    out(`New signing key ${kid}.`);
    if (retired.length > 0)
      out(`Retired ${retired.join(', ')}: tokens they signed stay valid until they expire.`);
    return EXIT.ok;
  } finally {
    await storage.close();
  }
}
