/**
 * Attributes of the bearer's reader: `GET|PUT|PATCH /attributes` over several buckets (`?buckets=a,b`; the
 * body `{bucket: {name: value}}`), and `GET|PUT|PATCH|DELETE /attributes/{bucket}` (`?attributes=a,b`). PUT
 * and PATCH both set the attributes named and leave the others (as the SDK documents both).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  deleteAttributes,
  readAttributes,
  readBuckets,
  writeBuckets,
  type AttributeOwner,
} from '../../accounts/attributes.ts';
import { Failures } from '../../errors.ts';
import type { IdentityService } from '../../service.ts';
import { sendResult } from '../reply.ts';
import { queryList, signedIn } from '../signed-in.ts';

interface BucketParams {
  bucket: string;
}

export function attributeRoutes(app: FastifyInstance, service: IdentityService): void {
  const ownerOf = async (request: FastifyRequest): Promise<AttributeOwner> => {
    const { claims } = await signedIn(service, request);
    return { personId: claims.person_id, orgId: claims.oid };
  };
  const bodyObject = (request: FastifyRequest): Record<string, unknown> => {
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body))
      throw Failures.invalidBody('the body must be a JSON object');
    return body as Record<string, unknown>;
  };

  app.get('/attributes', async (request, reply) =>
    sendResult(reply, await readBuckets(service, await ownerOf(request), queryList(request, 'buckets'))),
  );
  app.route({
    method: ['PUT', 'PATCH'],
    url: '/attributes',
    handler: async (request, reply) => {
      await writeBuckets(service, await ownerOf(request), bodyObject(request));
      return sendResult(reply, {});
    },
  });

  app.get<{ Params: BucketParams }>('/attributes/:bucket', async (request, reply) => {
    const owner = await ownerOf(request);
    const names = queryList(request, 'attributes');
    return sendResult(reply, await readAttributes(service, owner, request.params.bucket, names));
  });
  app.route<{ Params: BucketParams }>({
    method: ['PUT', 'PATCH'],
    url: '/attributes/:bucket',
    handler: async (request, reply) => {
      const owner = await ownerOf(request);
      await writeBuckets(service, owner, { [request.params.bucket]: bodyObject(request) });
      return sendResult(reply, {});
    },
  });
  app.delete<{ Params: BucketParams }>('/attributes/:bucket', async (request, reply) => {
    const owner = await ownerOf(request);
    await deleteAttributes(service, owner, request.params.bucket, queryList(request, 'attributes'));
    return sendResult(reply, {});
  });
}
