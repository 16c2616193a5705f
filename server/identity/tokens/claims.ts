/** The shape a verified token's payload must have before anyone reads it. */
import { z } from 'zod';
import { FACTOR_METHODS, HANDLE_TYPES, type TokenClaims } from '../../../core/identity/index.ts';

const claimsSchema = z.object({
  person_id: z.string().min(1),
  oid: z.string().min(1),
  authenticated_methods: z.array(z.enum(FACTOR_METHODS)),
  authentications: z.array(
    z.object({
      handle: z.object({ type: z.enum(HANDLE_TYPES), value: z.string() }),
      method: z.enum(FACTOR_METHODS),
      timestamp: z.string(),
    }),
  ),
  first_token: z.boolean(),
  person_type: z.enum(['regular', 'anonymous']),
  groups: z.array(z.string()),
  // Tokens signed before roles existed have none.
  roles: z.array(z.string()).default([]),
  iat: z.number().int(),
  exp: z.number().int(),
  iss: z.string(),
  jti: z.string().min(1),
  act: z.object({ sub: z.string().min(1) }).optional(),
});

export function parseTokenClaims(payload: unknown): TokenClaims | undefined {
  const parsed = claimsSchema.safeParse(payload);
  return parsed.success ? parsed.data : undefined;
}
