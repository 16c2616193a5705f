/**
 * A software passkey authenticator for API tests: a real P-256 key, real CBOR (`isoCBOR` of
 * @simplewebauthn/server), real ECDSA signatures, so the server verifies exactly what a browser's
 * authenticator would send ("none" attestation). Browser tests use Chromium's virtual authenticator instead.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;
const b64u = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

interface SoftCredential {
  id: string;
  privateKey: KeyObject;
  counter: number;
}

export interface SoftAuthenticator {
  credentials: SoftCredential[];
  /** Answers `webauthn_create` options as `navigator.credentials.create` + the browser SDK would. */
  create(options: { challenge: string; rp: { id: string } }, origin: string): Record<string, unknown>;
  /** Answers `webauthn_get` options with the first allowed credential it holds. */
  get(
    options: { challenge: string; rpId: string; allowCredentials?: Array<{ id: string }> },
    origin: string,
    credential?: SoftCredential,
  ): Record<string, unknown>;
}

export function softAuthenticator(params: { counter?: boolean } = {}): SoftAuthenticator {
  const counts = params.counter ?? true;
  const authenticator: SoftAuthenticator = {
    credentials: [],
    create(options, origin) {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const id = randomBytes(16);
      const cose = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const authData = Buffer.concat([
        sha256(options.rp.id),
        Buffer.from([UP | UV | AT]),
        Buffer.alloc(4),
        Buffer.alloc(16),
        idLength,
        id,
        Buffer.from(isoCBOR.encode(cose)),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData],
        ]),
      );
      const clientDataJSON = JSON.stringify({
        type: 'webauthn.create',
        challenge: options.challenge,
        origin,
      });
      authenticator.credentials.push({ id: b64u(id), privateKey, counter: 0 });
      return {
        id: b64u(id),
        rawId: b64u(id),
        type: 'public-key',
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
        response: {
          clientDataJSON: b64u(Buffer.from(clientDataJSON)),
          attestationObject: b64u(attestationObject),
          transports: ['internal'],
        },
      };
    },
    get(options, origin, chosen) {
      const allowed = new Set((options.allowCredentials ?? []).map((c) => c.id));
      const credential =
        chosen ?? authenticator.credentials.find((c) => allowed.size === 0 || allowed.has(c.id));
      if (!credential) throw new Error('no credential for these options');
      if (counts) credential.counter += 1;
      const counter = Buffer.alloc(4);
      counter.writeUInt32BE(credential.counter);
      const authData = Buffer.concat([sha256(options.rpId), Buffer.from([UP | UV]), counter]);
      const clientDataJSON = Buffer.from(
        JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin }),
      );
      const signature = sign(
        'sha256',
        Buffer.concat([authData, sha256(clientDataJSON)]),
        credential.privateKey,
      );
      return {
        id: credential.id,
        rawId: credential.id,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64u(clientDataJSON),
          authenticatorData: b64u(authData),
          signature: b64u(signature),
          userHandle: null,
        },
      };
    },
  };
  return authenticator;
}
