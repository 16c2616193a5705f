import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Resolution } from '../../../core/routes/resolve-request.ts';

/** The files of a built site, as the site's routes see them. */
export interface SiteFiles {
  /** Whether the build has this file (path inside the build, `/`-separated, already checked by the router). */
  exists(file: string): boolean;
  /**
   * Where a request's URL leads in the build: a file, a redirect to its clean path, or nothing. The same object
   * again for a URL only while the build does not change (the site route remembers lookups by it).
   */
  resolve(url: string): Resolution;
  /** Answers with the file: its own answer (200, 206, 304…), or its bytes under another status (401, 404…). */
  send(request: FastifyRequest, reply: FastifyReply, file: string, status?: number): Promise<FastifyReply>;
}
