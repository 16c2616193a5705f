/** Builds the cluster tests' site once for all their files (see `buildClusterSite`). */
import type { TestProject } from 'vitest/node';
import { buildClusterSite } from '../helpers/cluster/cluster-site.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    clusterSite: string;
  }
}

export default async function provideClusterSite(project: TestProject): Promise<() => Promise<void>> {
  const site = await buildClusterSite();
  project.provide('clusterSite', site.root);
  return site.remove;
}
