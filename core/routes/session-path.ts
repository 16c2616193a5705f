/**
 * Where a signed-in client exchanges its identity token for the server's session cookie (POST) and ends it
 * (DELETE). It belongs to `docgen serve`, not to the identity API, so it is not under `/api`.
 */
export const SESSION_PATH = '/_docgen/session';
