/**
 * `<Groups belongsTo>`: children only when the user (or the anonymous user) belongs to the
 * named group, or passes a test such as `Groups.some('a', 'b')` or `Groups.all('a', 'b')`.
 */
import type { ReactElement, ReactNode } from 'react';
import { useSession } from './context.tsx';

export type GroupTest = (groups: string[]) => boolean;

export function Groups({
  belongsTo,
  children,
}: {
  belongsTo: string | GroupTest;
  children?: ReactNode;
}): ReactElement | null {
  const { user, anonymousUser } = useSession();
  const who = user ?? anonymousUser;
  if (!who) return null;
  const groups = who.getGroups();
  const passes = typeof belongsTo === 'string' ? groups.includes(belongsTo) : belongsTo(groups);
  return passes ? <>{children}</> : null;
}

Groups.some =
  (...names: string[]): GroupTest =>
  (groups) =>
    names.some((name) => groups.includes(name));
Groups.all =
  (...names: string[]): GroupTest =>
  (groups) =>
    names.every((name) => groups.includes(name));

export function LoggedIn({ children }: { children?: ReactNode }): ReactElement | null {
  return useSession().isAuthenticated ? <>{children}</> : null;
}

export function LoggedOut({ children }: { children?: ReactNode }): ReactElement | null {
  const { state, isAuthenticated } = useSession();
  return state === 'ready' && !isAuthenticated ? <>{children}</> : null;
}
