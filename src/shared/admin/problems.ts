/**
 * zod issues as the messages an admin form shows under its fields: one function for every tool, so a rule
 * written once in a feature's schema (and checked again by its function) reads the same everywhere.
 */
import type { z } from '../zod';

/** Messages by field path ('title', 'leadership.0.name', ...); empty when the value can be sent. */
export type FieldProblems = Record<string, string>;

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The first issue of each path wins; `prefix` places a part's issues inside a larger form ('event_links.0.'). */
export function issueProblems(issues: readonly Issue[], prefix = ''): FieldProblems {
  const problems: FieldProblems = {};
  for (const issue of issues) problems[prefix + issue.path.map(String).join('.')] ??= issue.message;
  return problems;
}

/** What keeps `value` from passing `schema`, by field path. */
export function problemsOf(schema: z.ZodType, value: unknown, prefix = ''): FieldProblems {
  const result = schema.safeParse(value);
  return result.success ? {} : issueProblems(result.error.issues, prefix);
}

export const hasProblems = (problems: FieldProblems): boolean => Object.keys(problems).length > 0;
