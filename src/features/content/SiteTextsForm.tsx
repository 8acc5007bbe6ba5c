import { useState, type FormEvent } from 'react';
import { saveSiteContent } from './content-api';
import type { SiteContent } from './site-content';
import { siteContentSchema } from './site-content-schema';
import { Field } from '../../shared/ui/Field';
import { CONTENT_MESSAGES } from './content-messages';
import { useSave } from './use-save';

type Path = 'welcomeText' | 'mission' | 'hsaEmail' | 'volunteerCoordinator.name' | 'volunteerCoordinator.email' | `links.${keyof SiteContent['links']}`;

const FIELDS: Array<{ path: Path; label: string; type?: 'email' | 'url'; long?: boolean }> = [
  { path: 'welcomeText', label: 'Home page welcome text', long: true },
  { path: 'mission', label: 'Mission (About Us)', long: true },
  { path: 'hsaEmail', label: 'HSA email (Contact Us and footer)', type: 'email' },
  { path: 'volunteerCoordinator.name', label: 'Volunteer coordinator name' },
  { path: 'volunteerCoordinator.email', label: 'Volunteer coordinator email', type: 'email' },
  { path: 'links.schoolSite', label: 'School website', type: 'url' },
  { path: 'links.schoolCalendar', label: 'School calendar', type: 'url' },
  { path: 'links.volunteering', label: 'Volunteer sign-up page', type: 'url' },
  { path: 'links.reimbursementForm', label: 'Reimbursement form', type: 'url' },
];

const get = (content: SiteContent, path: Path): string => path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], content) as string;
function set(content: SiteContent, path: Path, value: string): SiteContent {
  const [head, tail] = path.split('.') as [keyof SiteContent, string | undefined];
  if (!tail) return { ...content, [head]: value };
  return { ...content, [head]: { ...(content[head] as Record<string, string>), [tail]: value } };
}

/** The texts and contacts of the public pages, checked by the schema the server uses. */
export function SiteTextsForm({ initial }: { initial: SiteContent }) {
  const [content, setContent] = useState(initial);
  const [touched, setTouched] = useState<Set<Path>>(new Set());
  const { busy, run } = useSave();
  const parsed = siteContentSchema.safeParse(content);
  const problems = new Map<string, string>(parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!parsed.success) return setTouched(new Set(FIELDS.map((field) => field.path)));
    const saved = await run(() => saveSiteContent(parsed.data), CONTENT_MESSAGES.textsSaved);
    if (saved) setContent(saved);
  }

  return (
    <form className="content-section" onSubmit={submit} noValidate aria-busy={busy}>
      {FIELDS.map(({ path, label, type, long }) => (
        <Field key={path} label={label} required error={touched.has(path) ? problems.get(path) : undefined}>
          {(control) =>
            long ? (
              <textarea {...control} rows={4} value={get(content, path)} onChange={(event) => setContent(set(content, path, event.target.value))} onBlur={() => setTouched(new Set(touched).add(path))} />
            ) : (
              <input {...control} type={type ?? 'text'} value={get(content, path)} onChange={(event) => setContent(set(content, path, event.target.value))} onBlur={() => setTouched(new Set(touched).add(path))} />
            )
          }
        </Field>
      ))}
      <div className="content-section__actions">
        <button type="submit" className="button" disabled={busy || !parsed.success}>
          Save texts
        </button>
      </div>
    </form>
  );
}
