import { useId, useState } from 'react';
import { useVolunteerActivities } from './api/use-volunteer-activities';
import { FORM_QUERY, FORMS_ANCHOR, VOLUNTEER_FORM_TYPES, type VolunteerFormType } from './form-types';
import { QueryProvider, useDataDrawn, type ServedPage } from '../../shared/query';
import { Toaster } from '../../shared/ui/Toaster';
import type { PostedForm } from './posted-form';
import { DynamicForm } from './DynamicForm';
import { FormsLoading } from './FormsLoading';
import { FormTabs, panelId, tabId } from './FormTabs';
import { FormsTextProvider } from './forms-text-context';
import type { FormsText } from './forms-text';
import { LangProvider } from '../../shared/i18n/text-context';
import type { Lang } from '../../shared/i18n/lang';
import './forms.css';
import './form-guidance.css';

/** Keeps `?form=` in step with the tab without a navigation, so a reload or a shared link opens it again. */
function rememberTab(key: VolunteerFormType) {
  const url = new URL(window.location.href);
  url.searchParams.set(FORM_QUERY, key);
  window.history.replaceState(window.history.state, '', url);
}

interface VolunteerFormsProps {
  text: FormsText;
  lang: Lang;
  /** What the page read: the activity list (the forms' options). */
  served?: ServedPage;
  /** The form the address names (`?form=`). */
  tab: VolunteerFormType;
  /** The page's answer to a form sent before the island ran: that form again, or its confirmation. */
  posted?: PostedForm;
}

/**
 * The Volunteer Form page's island (SPEC section 2): three forms under one tab bar. Every panel stays
 * mounted, so what someone typed in one form is still there after a look at another. The page is drawn with
 * the activity list (the forms' options), so the forms are in its HTML and can be sent before the island runs
 * (docs/decisions/074); when that read failed, a labelled placeholder stands in their place until the island has
 * read it. The page hands it its texts and language (docs/decisions/068).
 */
export default function VolunteerForms({ text, lang, served, tab, posted }: VolunteerFormsProps) {
  return (
    <LangProvider lang={lang}>
      <FormsTextProvider text={text}>
        <QueryProvider served={served}>
          <Forms tab={tab} posted={posted} />
        </QueryProvider>
      </FormsTextProvider>
    </LangProvider>
  );
}

function Forms({ tab, posted }: Pick<VolunteerFormsProps, 'tab' | 'posted'>) {
  const idPrefix = useId();
  const drawn = useDataDrawn();
  // The page drew the tab its address names; a tab chosen since wins.
  const [chosen, setChosen] = useState<VolunteerFormType | null>(null);
  const selected = chosen ?? tab;
  const { activities, loading: loadingActivities } = useVolunteerActivities();

  function select(key: VolunteerFormType) {
    setChosen(key);
    rememberTab(key);
  }

  if (!drawn || loadingActivities) return <FormsLoading />;

  return (
    <div className="volunteer-forms" id={FORMS_ANCHOR}>
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
          <DynamicForm
            formType={key}
            activities={activities}
            labelledBy={tabId(idPrefix, key)}
            posted={posted?.formType === key ? posted : undefined}
          />
        </div>
      ))}
    </div>
  );
}
