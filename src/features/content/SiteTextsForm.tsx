import { useId, type SubmitEvent } from 'react';
import { problemsOf } from '../../shared/admin/problems';
import { useEditorForm } from '../../shared/admin/AdminEditor';
import { Field, type FieldControlProps } from '../../shared/ui/Field';
import { useSaveSiteContent } from './api/use-save-site-content';
import { CONTENT_TEXT } from './content-messages';
import { SPANISH_FIELD_IDS } from './missing-spanish';
import type { SiteContent } from './site-content';
import { siteContentSchema } from './site-content-schema';

/** One text of the record: where its problems are reported, and how to read and change it. */
interface TextField {
  path: string;
  label: string;
  type?: 'email' | 'url';
  long?: boolean;
  /** The optional Spanish version of the text above it (docs/decisions/070). */
  spanish?: boolean;
  get: (content: SiteContent) => string;
  set: (content: SiteContent, value: string) => SiteContent;
}

type Options = Pick<TextField, 'type' | 'long' | 'spanish'>;

const top = (
  key: 'welcomeText' | 'welcomeText_es' | 'mission' | 'mission_es' | 'hsaEmail',
  label: string,
  options: Options = {},
): TextField => ({
  path: key,
  label,
  ...options,
  get: (content) => content[key],
  set: (content, value) => ({ ...content, [key]: value }),
});

const coordinator = (key: keyof SiteContent['volunteerCoordinator'], label: string, options: Options = {}): TextField => ({
  path: `volunteerCoordinator.${key}`,
  label,
  ...options,
  get: (content) => content.volunteerCoordinator[key],
  set: (content, value) => ({ ...content, volunteerCoordinator: { ...content.volunteerCoordinator, [key]: value } }),
});

const link = (key: keyof SiteContent['links'], label: string): TextField => ({
  path: `links.${key}`,
  label,
  type: 'url',
  get: (content) => content.links[key],
  set: (content, value) => ({ ...content, links: { ...content.links, [key]: value } }),
});

const FIELDS: readonly TextField[] = [
  top('welcomeText', 'Home page welcome text', { long: true }),
  top(SPANISH_FIELD_IDS.welcomeText, 'Welcome text in Spanish (optional)', { long: true, spanish: true }),
  top('mission', 'Mission (About Us)', { long: true }),
  top(SPANISH_FIELD_IDS.mission, 'Mission in Spanish (optional)', { long: true, spanish: true }),
  top('hsaEmail', 'HSA email (Contact Us and footer)', { type: 'email' }),
  coordinator('name', 'Volunteer coordinator name'),
  coordinator('email', 'Volunteer coordinator email', { type: 'email' }),
  link('schoolSite', 'School website'),
  link('schoolCalendar', 'School calendar'),
  link('volunteering', 'Volunteer sign-up page'),
  link('reimbursementForm', 'Reimbursement form'),
];

const checkContent = (content: SiteContent) => problemsOf(siteContentSchema, content);

/** A Spanish field's control is described by the form's one hint too, beside its problem. */
const describedBy = (control: FieldControlProps, hintId: string) => [control['aria-describedby'], hintId].filter(Boolean).join(' ');

/** The texts and contacts of the public pages, checked by the schema the server uses. */
export function SiteTextsForm({ initial }: { initial: SiteContent }) {
  const { form, valid, problemOf, touch, change, reset } = useEditorForm(initial, checkContent);
  const save = useSaveSiteContent();
  const hintId = useId();
  const firstSpanish = FIELDS.find((field) => field.spanish);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = siteContentSchema.safeParse(form);
    if (!parsed.success) return touch(...FIELDS.map((field) => field.path));
    save.mutate(parsed.data, { onSuccess: reset });
  }

  return (
    <form className="content-section" onSubmit={submit} noValidate aria-busy={save.isPending}>
      {FIELDS.map((field) => (
        <Field key={field.path} label={field.label} required={!field.spanish} error={problemOf(field.path)}>
          {(plain) => {
            const control = field.spanish
              ? { ...plain, 'aria-describedby': describedBy(plain, hintId), 'data-field-id': field.path }
              : plain;
            return (
              <>
                {field.long ? (
                  <textarea
                    {...control}
                    rows={4}
                    value={field.get(form)}
                    onChange={(event) => change(field.set(form, event.target.value))}
                    onBlur={() => touch(field.path)}
                  />
                ) : (
                  <input
                    {...control}
                    type={field.type ?? 'text'}
                    value={field.get(form)}
                    onChange={(event) => change(field.set(form, event.target.value))}
                    onBlur={() => touch(field.path)}
                  />
                )}
                {field === firstSpanish && (
                  <p id={hintId} className="content-section__hint">
                    {CONTENT_TEXT.spanishHint}
                  </p>
                )}
              </>
            );
          }}
        </Field>
      ))}
      <div className="content-section__actions">
        <button type="submit" className="button" disabled={save.isPending || !valid}>
          {CONTENT_TEXT.saveTexts}
        </button>
      </div>
    </form>
  );
}
