import { useId, useState } from 'react';
import { useVolunteerActivities } from './api/use-volunteer-activities';
import { initialFormTab, VOLUNTEER_FORM_TYPES, type VolunteerFormType } from './form-types';
import { QueryProvider } from '../../shared/query';
import { Toaster } from '../../shared/ui/Toaster';
import { useHydrated } from '../../shared/ui/use-hydrated';
import { DynamicForm } from './DynamicForm';
import { FormsLoading } from './FormsLoading';
import { FormTabs, panelId, tabId } from './FormTabs';
import { FormsTextProvider } from './forms-text-context';
import type { FormsText } from './forms-text';
import { LangProvider } from '../../shared/i18n/text-context';
import type { Lang } from '../../shared/i18n/lang';
import './forms.css';
import './form-guidance.css';

const FORM_QUERY = 'form';

/** Keeps `?form=` in step with the tab without a navigation, so a reload or a shared link opens it again. */
function rememberTab(key: VolunteerFormType) {
  const url = new URL(window.location.href);
  url.searchParams.set(FORM_QUERY, key);
  window.history.replaceState(window.history.state, '', url);
}

/**
 * The Volunteer Form page's island (SPEC section 2): three forms under one tab bar. Every panel stays
 * mounted, so what someone typed in one form is still there after a look at another. Until the island runs
 * and the activity list (the forms' options) is in, a labelled placeholder stands in their place; the
 * prebuilt page carries only that placeholder, which says without JavaScript that the forms need it. The page
 * hands it its texts and language (docs/decisions/068).
 */
export default function VolunteerForms({ text, lang }: { text: FormsText; lang: Lang }) {
  return (
    <LangProvider lang={lang}>
      <FormsTextProvider text={text}>
        <QueryProvider>
          <Forms />
        </QueryProvider>
      </FormsTextProvider>
    </LangProvider>
  );
}

function Forms() {
  const idPrefix = useId();
  // The page is prebuilt, so the query is read once hydrated (decision 010); a tab chosen since wins.
  const hydrated = useHydrated();
  const addressTab = hydrated ? initialFormTab(new URLSearchParams(window.location.search).get(FORM_QUERY)) : 'volunteer_request';
  const [chosen, setChosen] = useState<VolunteerFormType | null>(null);
  const selected = chosen ?? addressTab;
  const { activities, loading: loadingActivities } = useVolunteerActivities();

  function select(key: VolunteerFormType) {
    setChosen(key);
    rememberTab(key);
  }

  if (!hydrated || loadingActivities) return <FormsLoading />;

  return (
    <div className="volunteer-forms">
      <Toaster />
      <FormTabs idPrefix={idPrefix} selected={selected} onSelect={select} />
      {VOLUNTEER_FORM_TYPES.map((key) => (
        <div
          key={key}
          id={panelId(idPrefix, key)}
          role="tabpanel"
          aria-labelledby={tabId(idPrefix, key)}
          hidden={key !== selected}
          className="volunteer-forms__panel"
        >
          <DynamicForm formType={key} activities={activities} labelledBy={tabId(idPrefix, key)} />
        </div>
      ))}
    </div>
  );
}
