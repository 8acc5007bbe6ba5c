/**
 * The editable state of a grade or committee and its check against the shared schema (formation-schema.ts),
 * so the editor and the function agree on every rule.
 */
import { problemsOf, type FieldProblems } from '../../shared/admin/problems';
import { DEFAULT_FORM_GRADE_COLOR, type Formation, type FormationType, type Leader, type LinkPill } from './formation';
import { formationInputSchema, type FormationInput } from './formation-schema';

export interface FormationForm {
  _id?: string;
  version?: number;
  type: FormationType;
  title: string;
  /** Its optional Spanish version (docs/decisions/093). */
  title_es: string;
  icon: string;
  /** '#rrggbb' as the colour picker holds it; stored without '#'. */
  color: string;
  leadership: Leader[];
  links: LinkPill[];
  /** A committee's short description; grades have none. */
  description: string;
  /** Its optional Spanish version (docs/decisions/070). */
  description_es: string;
}

export function blankForm(type: FormationType): FormationForm {
  return {
    type,
    title: '',
    title_es: '',
    icon: type === 'grade' ? 'school' : 'groups_2',
    color: `#${DEFAULT_FORM_GRADE_COLOR}`,
    leadership: [],
    links: [],
    description: '',
    description_es: '',
  };
}

function sixDigitHex(code: string): string {
  const hex = code.replace(/^#/, '');
  return `#${hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex.padEnd(6, '0')}`;
}

export function formFromFormation(item: Formation): FormationForm {
  return {
    _id: item._id,
    version: item.version,
    type: item.type,
    title: item.title,
    title_es: item.title_es ?? '',
    icon: item.icon,
    color: sixDigitHex(item.colorCode || DEFAULT_FORM_GRADE_COLOR),
    leadership: item.leadership.map((leader) => ({ ...leader })),
    links: item.links.map((link) => ({ ...link, key_es: link.key_es ?? '' })),
    description: item.description ?? '',
    description_es: item.description_es ?? '',
  };
}

function formToInput(form: FormationForm): unknown {
  const common = {
    _id: form._id,
    version: form.version,
    title: form.title,
    title_es: form.title_es,
    leadership: form.leadership,
    links: form.links,
  };
  return form.type === 'grade'
    ? { ...common, type: 'grade', icon: form.icon, colorCode: form.color }
    : { ...common, type: 'committee', description: form.description, description_es: form.description_es };
}

/** Problems keyed by field path ('title', 'leadership.0.name', ...); empty when the form can be saved. */
export const formProblems = (form: FormationForm): FieldProblems => problemsOf(formationInputSchema, formToInput(form));

export function parseForm(form: FormationForm): FormationInput {
  return formationInputSchema.parse(formToInput(form));
}
