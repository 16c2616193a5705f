import { closest } from 'fastest-levenshtein';
import type { z } from 'zod';
import type { Diagnostic } from '../errors/diagnostic.ts';
import { siteConfigSchema, type SiteConfig } from './schema.ts';

export type ConfigResult = { ok: true; config: SiteConfig } | { ok: false; diagnostics: Diagnostic[] };

/** Validates a loaded config object; every problem names the key path and the file. */
export function validateSiteConfig(input: unknown, file: string): ConfigResult {
  const parsed = siteConfigSchema.safeParse(input);
  if (parsed.success) return { ok: true, config: parsed.data };
  return {
    ok: false,
    diagnostics: parsed.error.issues.flatMap((issue) => describeIssue(issue, input, file)),
  };
}

function describeIssue(issue: z.core.$ZodIssue, input: unknown, file: string): Diagnostic[] {
  const at = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    const known = knownKeysAt(issue.path, input);
    return issue.keys.map((key) => {
      const keyPath = at ? `${at}.${key}` : key;
      const suggestion = known.length > 0 ? closest(key, known) : undefined;
      return {
        code: 'config-unknown-key',
        severity: 'error',
        file,
        message: `Unknown key "${keyPath}" in the site configuration.`,
        hint: suggestion ? `Did you mean "${at ? `${at}.` : ''}${suggestion}"?` : 'Remove it.',
      };
    });
  }
  return [
    {
      code: 'config-invalid',
      severity: 'error',
      file,
      message: `Invalid value at "${at || '(root)'}": ${issue.message}.`,
      hint: 'See the configuration reference in docgen’s documentation.',
    },
  ];
}

/**
 * The keys the schema allows at a path, for "did you mean". The input is walked beside the schema so that at a
 * union (a navbar item's `type`, a registration's `mode`) the keys come from the member the input chose.
 */
function knownKeysAt(path: readonly PropertyKey[], input: unknown): string[] {
  let node: z.core.$ZodType | undefined = siteConfigSchema;
  let value = input;
  for (const segment of path) {
    node = node && childOf(memberFor(node, value), segment);
    value = propertyOf(value, segment);
  }
  const shape = node && shapeOf(memberFor(node, value));
  return shape ? Object.keys(shape) : [];
}

function unwrap(node: z.core.$ZodType): z.core.$ZodType {
  let current = node;
  for (;;) {
    // Wrappers (defaults, optionals) keep their schema in `innerType`, a transform's pipe in `in`.
    const def = current._zod.def as { innerType?: z.core.$ZodType; in?: z.core.$ZodType };
    const inner = def.innerType ?? def.in;
    if (!inner) return current;
    current = inner;
  }
}

function shapeOf(node: z.core.$ZodType): Record<string, z.core.$ZodType> | undefined {
  const def = unwrap(node)._zod.def as { shape?: Record<string, z.core.$ZodType> };
  return def.shape;
}

function childOf(node: z.core.$ZodType, segment: PropertyKey): z.core.$ZodType | undefined {
  const def = unwrap(node)._zod.def as { shape?: Record<string, z.core.$ZodType>; element?: z.core.$ZodType };
  return def.shape ? def.shape[String(segment)] : def.element;
}

/** At a union, the object member whose literal keys (`type: 'dropdown'`) the value has; any other node as is. */
function memberFor(node: z.core.$ZodType, value: unknown): z.core.$ZodType {
  const options = (unwrap(node)._zod.def as { options?: z.core.$ZodType[] }).options;
  if (!options) return node;
  const objects = options.filter((option) => shapeOf(option));
  return objects.find((option) => hasLiteralsOf(option, value)) ?? objects[0] ?? node;
}

function hasLiteralsOf(option: z.core.$ZodType, value: unknown): boolean {
  const literals = Object.entries(unwrap(option)._zod.propValues ?? {});
  return literals.every(([key, allowed]) => allowed.has(propertyOf(value, key) as z.core.util.Primitive));
}

function propertyOf(value: unknown, key: PropertyKey): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<PropertyKey, unknown>)[key]
    : undefined;
}
