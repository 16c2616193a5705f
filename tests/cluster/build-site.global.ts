/** Installs nginx and openssl when missing, and builds the cluster tests' site once for all their files. */
import type { TestProject } from 'vitest/node';
import { buildClusterSite } from '../helpers/cluster/cluster-site.ts';
import { NGINX } from '../helpers/cluster/nginx.ts';
import { ensureDebianPackage } from '../helpers/debian-package.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    clusterSite: string;
  }
}

export default async function provideClusterSite(project: TestProject): Promise<() => Promise<void>> {
  ensureDebianPackage(NGINX, 'nginx');
  ensureDebianPackage('/usr/bin/openssl', 'openssl');
  const site = await buildClusterSite();
  project.provide('clusterSite', site.root);
  return site.remove;
}
