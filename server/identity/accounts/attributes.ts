/**
 * A reader's attributes, in buckets whose access the server enforces for the reader's own token:
 * `end_user_read_write` (read and write), `end_user_read_only` (read, never written with a reader's token),
 * `end_user_no_access` (neither). Each has a `person_pool-` twin shared by every organisation of the reader;
 * the others belong to the token's organisation. Limits (`ATTRIBUTE_LIMITS`: the length of a name, the size of
 * a value as JSON, the attributes of a bucket) keep one reader from filling the database.
 */
import { Failures } from '../errors.ts';
import type { IdentityService } from '../service.ts';
import type { AttributeScope } from '../storage/account-types.ts';

const ATTRIBUTE_BUCKETS = {
  end_user_read_write: { read: true, write: true },
  end_user_read_only: { read: true, write: false },
  end_user_no_access: { read: false, write: false },
  'person_pool-end_user_read_write': { read: true, write: true },
  'person_pool-end_user_read_only': { read: true, write: false },
  'person_pool-end_user_no_access': { read: false, write: false },
} as const;

type BucketName = keyof typeof ATTRIBUTE_BUCKETS;
const BUCKET_NAMES = Object.keys(ATTRIBUTE_BUCKETS) as BucketName[];

export const ATTRIBUTE_LIMITS = { nameLength: 128, valueBytes: 4096, perBucket: 100 } as const;

/** Whose attributes, and in which organisation's buckets: the token's reader and organisation. */
export interface AttributeOwner {
  personId: string;
  orgId: string;
}

type Access = 'read' | 'write';

function bucketFor(name: string, access: Access): BucketName {
  if (!(name in ATTRIBUTE_BUCKETS)) throw Failures.unknownBucket(BUCKET_NAMES);
  const bucket = name as BucketName;
  if (!ATTRIBUTE_BUCKETS[bucket][access])
    throw access === 'read' ? Failures.bucketNotReadable() : Failures.bucketReadOnly();
  return bucket;
}

function scopeOf(owner: AttributeOwner, bucket: BucketName): AttributeScope {
  const shared = bucket.startsWith('person_pool-');
  return { personId: owner.personId, orgId: shared ? '' : owner.orgId, bucket };
}

/** The readable buckets named (all of them when none are), each with its attributes. */
export async function readBuckets(
  service: Pick<IdentityService, 'storage'>,
  owner: AttributeOwner,
  names: readonly string[] | undefined,
): Promise<Record<string, Record<string, unknown>>> {
  const buckets = names ?? BUCKET_NAMES.filter((b) => ATTRIBUTE_BUCKETS[b].read);
  const checked = buckets.map((name) => bucketFor(name, 'read'));
  const entries = await Promise.all(
    checked.map(
      async (bucket) => [bucket, await service.storage.attributes.get(scopeOf(owner, bucket))] as const,
    ),
  );
  return Object.fromEntries(entries);
}

export async function readAttributes(
  service: Pick<IdentityService, 'storage'>,
  owner: AttributeOwner,
  bucketName: string,
  names: readonly string[] | undefined,
): Promise<Record<string, unknown>> {
  return service.storage.attributes.get(scopeOf(owner, bucketFor(bucketName, 'read')), names);
}

/**
 * Writes attributes into several buckets at once: every bucket and value is checked first, and all are stored
 * in one transaction, so a refused write changes nothing.
 */
export async function writeBuckets(
  service: Pick<IdentityService, 'clock' | 'storage'>,
  owner: AttributeOwner,
  writes: Record<string, unknown>,
): Promise<void> {
  const checked = Object.entries(writes).map(([name, values]) => {
    const bucket = bucketFor(name, 'write');
    return { scope: scopeOf(owner, bucket), values: checkedValues(values) };
  });
  const now = service.clock.now();
  await service.storage.transaction(async (storage) => {
    for (const { scope, values } of checked) {
      const names = Object.keys(values);
      if ((await storage.attributes.countOthers(scope, names)) + names.length > ATTRIBUTE_LIMITS.perBucket)
        throw Failures.tooManyAttributes(ATTRIBUTE_LIMITS.perBucket);
      await storage.attributes.put(scope, values, now);
    }
  });
}

export async function deleteAttributes(
  service: Pick<IdentityService, 'storage'>,
  owner: AttributeOwner,
  bucketName: string,
  names: readonly string[] | undefined,
): Promise<void> {
  await service.storage.attributes.remove(scopeOf(owner, bucketFor(bucketName, 'write')), names);
}

function checkedValues(values: unknown): Record<string, unknown> {
  if (!values || typeof values !== 'object' || Array.isArray(values))
    throw Failures.invalidBody('attributes must be a JSON object of names and values');
  const entries = Object.entries(values);
  if (entries.length > ATTRIBUTE_LIMITS.perBucket)
    throw Failures.tooManyAttributes(ATTRIBUTE_LIMITS.perBucket);
  for (const [name, value] of entries) {
    if (name === '' || name.length > ATTRIBUTE_LIMITS.nameLength)
      throw Failures.invalidBody(`attribute names have 1 to ${ATTRIBUTE_LIMITS.nameLength} characters`);
    if (value === undefined || Buffer.byteLength(JSON.stringify(value)) > ATTRIBUTE_LIMITS.valueBytes)
      throw Failures.invalidBody(
        `an attribute value is at most ${ATTRIBUTE_LIMITS.valueBytes} bytes of JSON`,
      );
  }
  return values as Record<string, unknown>;
}
