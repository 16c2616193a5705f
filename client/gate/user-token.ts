/** `MY_USER_TOKEN`: written on sign-in, removed on logout. Storage failures are logged. */
import { STORAGE } from '../identity/storage-keys.ts';
import { readStorage, removeStorage, writeStorage } from '../../theme/storage.ts';

const MY_USER_TOKEN = 'MY_USER_TOKEN';

/**
 * Whether the identity session has a token to restore the reader from: a hint, before the session can say for
 * sure, that the reader is signed in.
 */
export function hasSessionToken(): boolean {
  return readStorage(STORAGE.userToken) !== null;
}

export function storeUserToken(token: string): void {
  writeStorage(MY_USER_TOKEN, token);
}

export function clearUserToken(): void {
  removeStorage(MY_USER_TOKEN);
}
