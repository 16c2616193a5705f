/** What the site model and the pages' site data both know of a docs version. */
interface InstanceVersion {
  instance: string;
  isLast: boolean;
}

/** The versions of one docs instance, in the site's order (newest first). */
export function versionsOf<V extends InstanceVersion>(versions: readonly V[], instance: string): V[] {
  return versions.filter((version) => version.instance === instance);
}

/** The version served at a docs instance's root (`isLast`), else its first one listed. */
export function lastVersionOf<V extends InstanceVersion>(
  versions: readonly V[],
  instance: string,
): V | undefined {
  const own = versionsOf(versions, instance);
  return own.find((version) => version.isLast) ?? own[0];
}
