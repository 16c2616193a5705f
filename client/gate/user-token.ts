/** `MY_USER_TOKEN` (spec.md §4, §9): written on sign-in, removed on logout. Storage failures are logged. */
export const MY_USER_TOKEN = 'MY_USER_TOKEN';

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
