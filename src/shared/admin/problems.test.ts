import { describe, expect, it } from 'vitest';
import { z } from '../zod';
import { hasProblems, issueProblems, problemsOf } from './problems';

describe('admin form problems', () => {
  const schema = z.object({
    title: z.string().min(1, 'Please add a title.').max(3, 'Too long.'),
    leaders: z.array(z.object({ name: z.string().min(1, 'Each leader needs a name.') })),
  });

  it('keys each message by its field path, the first issue of a path winning', () => {
    const problems = problemsOf(schema, { title: '', leaders: [{ name: 'Pat' }, { name: '' }] });
    expect(problems).toEqual({ title: 'Please add a title.', 'leaders.1.name': 'Each leader needs a name.' });
    expect(hasProblems(problems)).toBe(true);
  });

  it('is empty for a value the schema accepts', () => {
    const problems = problemsOf(schema, { title: 'Art', leaders: [] });
    expect(problems).toEqual({});
    expect(hasProblems(problems)).toBe(false);
  });

  it('places a part of a form under its prefix', () => {
    const issues = [
      { path: ['value'], message: 'Not a web address.' },
      { path: ['value'], message: 'Too long.' },
      { path: ['key'], message: 'Too short.' },
    ];
    expect(issueProblems(issues, 'event_links.2.')).toEqual({
      'event_links.2.value': 'Not a web address.',
      'event_links.2.key': 'Too short.',
    });
  });
});
