/**
 * The editable state of an admin form: its values, the problems the feature's schema finds in them (through
 * problemsOf), and which fields were left, since a field shows its problem once left or changed (SPEC
 * section 4). Every admin form holds its values this way.
 */
import { useState } from 'react';
import { hasProblems, type FieldProblems } from './problems';

export type Touched = Readonly<Record<string, boolean>>;

export function useEditorForm<F extends object>(initial: F | (() => F), check: (form: F) => FieldProblems) {
  const [form, setForm] = useState(initial);
  const [touched, setTouched] = useState<Touched>({});
  const problems = check(form);

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
    /** The problem a field shows now: its own, once it was left. */
    problemOf: (path: string): string | undefined => (touched[path] ? problems[path] : undefined),
    touch,
    change: (patch: Partial<F>) => setForm((current) => ({ ...current, ...patch })),
    /** New values (Clear, or the answer of a save), every field untouched again. */
    reset: (next: F) => {
      setForm(next);
      setTouched({});
    },
  };
}

export type EditorForm<F extends object> = ReturnType<typeof useEditorForm<F>>;
