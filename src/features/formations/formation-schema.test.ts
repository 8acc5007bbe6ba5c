import { describe, expect, it } from 'vitest';
import { formationInputSchema, linkPillSchema } from './formation-schema';
import { COMMITTEE_DESCRIPTION_MAX } from './formation';

const committee = (extra: Record<string, unknown> = {}) => ({ type: 'committee', title: 'Book Fair', ...extra });
const grade = (extra: Record<string, unknown> = {}) => ({
  type: 'grade',
  title: 'Grade 3',
  icon: 'school',
  colorCode: '#123456',
  ...extra,
});
const issuesOf = (input: unknown) => {
  const parsed = formationInputSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe("a grade's and a committee's title in Spanish (docs/decisions/093)", () => {
  it('is kept trimmed beside the English, on both', () => {
    expect(formationInputSchema.parse(grade({ title_es: '  Tercer grado ' }))).toMatchObject({
      title: 'Grade 3',
      title_es: 'Tercer grado',
    });
    expect(formationInputSchema.parse(committee({ title_es: 'Feria del libro' }))).toMatchObject({ title_es: 'Feria del libro' });
  });

  it("is '' when a client does not send it, as for an item saved before it existed", () => {
    expect(formationInputSchema.parse(grade())).toMatchObject({ title_es: '' });
    expect(formationInputSchema.parse(committee())).toMatchObject({ title_es: '' });
  });

  it("holds to the English title's limit of 80, and says so", () => {
    expect(issuesOf(grade({ title_es: 'a'.repeat(80) }))).toEqual([]);
    expect(issuesOf(grade({ title_es: 'a'.repeat(81) }))).toEqual([
      { path: 'title_es', message: 'The Spanish title can be at most 80 characters.' },
    ]);
    expect(issuesOf(committee({ title_es: 3 }))).toEqual([{ path: 'title_es', message: 'The Spanish title must be text.' }]);
  });
});

describe("a committee's description in Spanish (docs/decisions/070)", () => {
  it('is kept trimmed beside the English', () => {
    const parsed = formationInputSchema.parse(committee({ description: 'Runs the fair.', description_es: '  Organiza la feria. ' }));
    expect(parsed).toMatchObject({ description: 'Runs the fair.', description_es: 'Organiza la feria.' });
  });

  it("is '' when a client does not send it, as for a committee saved before it existed", () => {
    expect(formationInputSchema.parse(committee({ description: 'Runs the fair.' }))).toMatchObject({ description_es: '' });
  });

  it('holds to the English limit, and says so', () => {
    expect(issuesOf(committee({ description_es: 'a'.repeat(COMMITTEE_DESCRIPTION_MAX) }))).toEqual([]);
    expect(issuesOf(committee({ description_es: 'a'.repeat(COMMITTEE_DESCRIPTION_MAX + 1) }))).toEqual([
      { path: 'description_es', message: `The Spanish description can be at most ${COMMITTEE_DESCRIPTION_MAX} characters.` },
    ]);
    expect(issuesOf(committee({ description_es: 7 }))).toEqual([
      { path: 'description_es', message: 'The Spanish description must be text.' },
    ]);
  });

  it('is no field of a grade', () => {
    expect(formationInputSchema.parse(grade({ description_es: 'Tercer grado' }))).not.toHaveProperty('description_es');
  });
});

describe("a link's label in Spanish (docs/decisions/070)", () => {
  it("is kept trimmed on a grade's and a committee's links, '' where it was not sent", () => {
    const links = [
      { key: 'Sign Up', value: 'signup.example.org/fair', key_es: ' Inscríbase ' },
      { key: 'Flyer', value: 'https://example.org/flyer.pdf' },
    ];
    const expected = [
      { key: 'Sign Up', value: 'https://signup.example.org/fair', key_es: 'Inscríbase' },
      { key: 'Flyer', value: 'https://example.org/flyer.pdf', key_es: '' },
    ];
    expect(formationInputSchema.parse(committee({ links })).links).toEqual(expected);
    expect(formationInputSchema.parse(grade({ links })).links).toEqual(expected);
  });

  it("holds to the English label's limit of 80, and says so", () => {
    const link = (key_es: string) => ({ key: 'Sign Up', value: 'https://example.org', key_es });
    expect(issuesOf(grade({ links: [link('a'.repeat(80))] }))).toEqual([]);
    expect(issuesOf(grade({ links: [link('a'.repeat(81))] }))).toEqual([
      { path: 'links.0.key_es', message: 'The Spanish link text can be at most 80 characters.' },
    ]);
  });

  it('still refuses a link whose address is not a web or email address, Spanish label or not', () => {
    expect(issuesOf(committee({ links: [{ key: 'Click', value: 'javascript:alert(1)', key_es: 'Pulse' }] }))).toEqual([
      { path: 'links.0.value', message: "'javascript:alert(1)' is not a web or email address." },
    ]);
  });

  it("is not part of an event's links, which keep their label and address only", () => {
    expect(linkPillSchema.parse({ key: 'Sign Up', value: 'example.org/run', key_es: 'Inscríbase' })).toEqual({
      key: 'Sign Up',
      value: 'https://example.org/run',
    });
  });
});
