/** Receives each problem with the JSON path of the value that has it. */
export type ReportProblem = (path: string, problem: string) => void;

/** `docs` + `Getting started` → `docs["Getting started"]`; `docs` + `Guides` → `docs.Guides`. */
export function childPath(path: string, key: string): string {
  if (/^[A-Za-z_$][\w$]*$/.test(key)) return path === '' ? key : `${path}.${key}`;
  return `${path}[${JSON.stringify(key)}]`;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Typed reads of an item's keys; each wrong value is reported with the key's path and counts as absent. */
export class Fields {
  constructor(
    private readonly record: Record<string, unknown>,
    private readonly path: string,
    private readonly report: ReportProblem,
  ) {}

  value(key: string): unknown {
    return this.record[key];
  }

  onlyKeys(allowed: readonly string[]): boolean {
    const unknown = Object.keys(this.record).filter((key) => !allowed.includes(key));
    for (const key of unknown)
      this.report(this.path, `has an unknown key "${key}" (allowed: ${allowed.join(', ')}).`);
    return unknown.length === 0;
  }

  string(key: string): string | undefined {
    const value = this.record[key];
    if (typeof value === 'string') return value;
    this.report(
      childPath(this.path, key),
      value === undefined ? 'is required (a string).' : 'must be a string.',
    );
    return undefined;
  }

  optionalString(key: string): string | undefined {
    return this.record[key] === undefined ? undefined : this.string(key);
  }

  optionalNumber(key: string): number | undefined {
    const value = this.record[key];
    if (value === undefined || (typeof value === 'number' && Number.isFinite(value))) return value;
    this.report(childPath(this.path, key), 'must be a number.');
    return undefined;
  }

  optionalBoolean(key: string): boolean | undefined {
    const value = this.record[key];
    if (value === undefined || typeof value === 'boolean') return value;
    this.report(childPath(this.path, key), 'must be true or false.');
    return undefined;
  }

  stringList(key: string): string[] {
    const value = this.record[key];
    if (value === undefined) return [];
    if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value;
    this.report(childPath(this.path, key), 'must be a list of strings.');
    return [];
  }
}
