/** The last used handle, kept when storeLastHandle is on. */
import { isHandleType, type Handle } from '../../core/identity/handles.ts';
import { STORAGE } from '../identity/storage-keys.ts';
import { readJson, writeJson } from '../identity/token-storage.ts';

export function readLastHandle(): Handle | undefined {
  const handle = readJson<Handle>(STORAGE.lastHandle);
  return handle && isHandleType(handle.type) && typeof handle.value === 'string' ? handle : undefined;
}

export function storeLastHandle(handle: Handle): void {
  writeJson(STORAGE.lastHandle, { type: handle.type, value: handle.value });
}
