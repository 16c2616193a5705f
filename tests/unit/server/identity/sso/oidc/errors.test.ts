/**
 * Provider failures as API answers: a token endpoint's error body, whether sent with an error status or, as
 * GitHub does, with 200, answers the documented refusal.
 */
import * as client from 'openid-client';
import { describe, expect, it } from 'vitest';
import { explainOidcError } from '../../../../../../server/identity/sso/oidc/errors.ts';

/** What `openid-client` throws for a 200 token answer without a token: the body is in the cause chain. */
const answeredWith200 = (body: unknown) =>
  new client.ClientError('invalid response encountered', {
    cause: new Error('"response" body "access_token" property must be a string', { cause: { body } }),
  });

describe('explainOidcError', () => {
  it("answers GitHub's 200 bad_verification_code as a refused code", () => {
    const error = explainOidcError(answeredWith200({ error: 'bad_verification_code' }));
    expect([error.status, error.message]).toEqual([
      400,
      'the identity provider did not accept the authorization code; start the sign-in again',
    ]);
  });

  it('names only known error codes of a 200 error body', () => {
    expect(explainOidcError(answeredWith200({ error: 'incorrect_client_credentials' })).message).toMatch(
      /ended the sign-in with incorrect_client_credentials/,
    );
    expect(explainOidcError(answeredWith200({ error: '<script>' })).message).toMatch(
      /ended the sign-in with an error/,
    );
    expect(explainOidcError(answeredWith200({ nothing: true })).message).toMatch(/provider response/);
  });
});
