/**
 * The editable state of an admin form: its values, the problems the feature's schema finds in them (through
 * problemsOf), which fields were left, since a field shows its problem once left or changed (SPEC section 4),
 * and whether the values differ from the ones it started from (unsaved changes, leave-guard.ts). Every admin
 * form holds its values this way.
 */
import { useState } from 'react';
import { useUnsavedChanges } from './leave-guard';
import { hasProblems, type FieldProblems } from './problems';

export type Touched = Readonly<Record<string, boolean>>;

/** Form values are plain data: the same JSON means the same values. */
export const sameValues = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

export function useEditorForm<F extends object>(initial: F | (() => F), check: (form: F) => FieldProblems) {
  const [form, setForm] = useState(initial);
  // What the form started from, or was last reset to: the values a save stored.
  const [baseline, setBaseline] = useState(form);
  const [touched, setTouched] = useState<Touched>({});
  const problems = check(form);
  const dirty = !sameValues(form, baseline);
  useUnsavedChanges(dirty);

  /** Marks fields as left: their problems show from now on. */
  const touch = (...paths: string[]) =>
    setTouched((current) =>
      paths.every((path) => current[path]) ? current : { ...current, ...Object.fromEntries(paths.map((path) => [path, true])) },
    );

  return {
    form,
    problems,
    touched,
    /** True when the schema finds nothing: Submit may be enabled. */
    valid: !hasProblems(problems),
    /** True while the values differ from the ones the form started from (or was reset to). */
    dirty,
    /** The problem a field shows now: its own, once it was left. */
    problemOf: (path: string): string | undefined => (touched[path] ? problems[path] : undefined),
    touch,
    change: (patch: Partial<F>) => setForm((current) => ({ ...current, ...patch })),
    /** New values (Clear, or the answer of a save), every field untouched again and nothing unsaved. */
    reset: (next: F) => {
      setForm(next);
      setBaseline(next);
      setTouched({});
    },
  };
}
