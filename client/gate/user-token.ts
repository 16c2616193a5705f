/** `MY_USER_TOKEN` (spec.md §4, §9): written on sign-in, removed on logout. Storage failures are logged. */
export const MY_USER_TOKEN = 'MY_USER_TOKEN';

/** Whether a token is stored: a hint that the reader is signed in, before the session can say for sure. */
export function hasUserToken(): boolean {
  try {
    return localStorage.getItem(MY_USER_TOKEN) !== null;
  } catch {
    return false;
  }
}

export function storeUserToken(token: string): void {
  try {
    localStorage.setItem(MY_USER_TOKEN, token);
  } catch (error) {
    console.warn(`Could not write ${MY_USER_TOKEN}; continuing without it.`, error);
  }
}

export function clearUserToken(): void {
  try {
    localStorage.removeItem(MY_USER_TOKEN);
  } catch (error) {
    console.warn(`Could not remove ${MY_USER_TOKEN}; continuing without it.`, error);
  }
}
