/** Text tokens taken from the handle: `{{EMAIL_ADDRESS}}` or `{{PHONE_NUMBER}}`. */
import type { Handle } from '../../core/identity/handles.ts';

export function handleTokens(handle: Handle | null | undefined): Record<string, string> {
  if (!handle) return {};
  if (handle.type === 'email_address') return { EMAIL_ADDRESS: handle.value };
  if (handle.type === 'phone_number') return { PHONE_NUMBER: handle.value };
  return {};
}
