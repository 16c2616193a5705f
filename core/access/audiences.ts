/**
 * Audiences: which readers see which entries of the site's navigation. A page's sidebar, pager, cards and navbar
 * name other pages by their titles, and titles are private too: a reader is shown only the entries they may
 * open. What a reader may open depends only on the *conditions* of the private-path rules (their groups,
 * organisations and factors) they meet, so the build renders a page once per combination of the conditions its
 * entries ask for, and `docgen serve` sends each reader the combination they meet.
 */
import {
  meetsRequirements,
  rulesThatDecide,
  type AccessUser,
  type CompiledPrivatePath,
  type Requirements,
} from './decide-access.ts';

/** One distinct set of requirements of the rules that decide (rules that ask the same share one). */
export interface AudienceCondition {
  groups: string[];
  organizations: string[];
  minimumFactors: number;
}

export interface Audiences {
  /** Numbered by their place here; variants of files name conditions by these numbers. */
  conditions: AudienceCondition[];
  /** The conditions a reader must meet to open `route`, in ascending order; empty: any reader who may see the site. */
  required(route: string): readonly number[];
}

/**
 * The conditions of the rules that decide (`rulesThatDecide`: under `forceLogin` a rule that only asks for a
 * signed-in reader never hides anything from the pages' readers).
 */
export function audiencesOf(forceLogin: boolean, rules: readonly CompiledPrivatePath[]): Audiences {
  const conditions: AudienceCondition[] = [];
  const numbers = new Map<string, number>();
  const deciding = rulesThatDecide(forceLogin, rules).map((rule) => {
    const condition = conditionOf(rule);
    const key = JSON.stringify(condition);
    let number = numbers.get(key);
    if (number === undefined) numbers.set(key, (number = conditions.push(condition) - 1));
    return { rule, number };
  });
  const known = new Map<string, readonly number[]>();
  return {
    conditions,
    required(route) {
      let found = known.get(route);
      if (!found) {
        const matching = deciding.filter(({ rule }) => rule.test(route)).map(({ number }) => number);
        known.set(route, (found = [...new Set(matching)].sort((a, b) => a - b)));
      }
      return found;
    },
  };
}

function conditionOf(rule: Requirements): AudienceCondition {
  return {
    groups: [...new Set(rule.groups)].sort(),
    organizations: [...new Set(rule.organizations)].sort(),
    minimumFactors: rule.minimumFactors,
  };
}

/** Of `conditions` (numbers into `all`), those the user does not meet; a visitor meets none. */
export function conditionsLacking(
  conditions: readonly number[],
  all: readonly AudienceCondition[],
  user: AccessUser | undefined,
): number[] {
  return conditions.filter((number) => {
    const condition = all[number];
    return condition === undefined || !meetsRequirements(condition, user);
  });
}

/** Where the build writes the variant of `file` for readers lacking `lacking` (non-empty, ascending). */
export function audienceVariantFile(file: string, lacking: readonly number[]): string {
  return `${AUDIENCE_DIR}${lacking.join('-')}/${file}`;
}

const AUDIENCE_DIR = '_audience/';
const VARIANT = /^_audience\/\d+(?:-\d+)*\/(.+)$/;

/** The file a variant is a variant of (a file that is no variant is its own). */
export function audienceBaseFile(file: string): string {
  return VARIANT.exec(file)?.[1] ?? file;
}
