import { useId, useRef, useState } from 'react';
import { formatText } from '../../../shared/i18n/catalogue';
import { pathIn, type Lang } from '../../../shared/i18n/lang';
import { useEnglishPartsNote } from '../../../shared/i18n/english-parts-note';
import { officerText, showsEnglishOn } from '../../../shared/i18n/officer-text';
import { OfficerText } from '../../../shared/i18n/OfficerText';
import { LangProvider, useLang } from '../../../shared/i18n/text-context';
import { QueryProvider } from '../../../shared/query';
import { IslandLoading } from '../../../shared/ui/IslandLoading';
import { useHydrated } from '../../../shared/ui/use-hydrated';
import type { ManageView } from '../core/sheet';
import type { SignupsText } from '../signups-text';
import { SignupsTextProvider, useSignupsText } from '../signups-text-context';
import { useCancelSignup, useManage } from '../api/use-manage';
import { manageTokenFromPath } from './manage-link';
import { manageWhen } from './manage-when';
import { refusalText } from './refusal-text';
import './manage-signup.css';

/**
 * A volunteer's manage page (DESIGN section 9, docs/decisions/067): one prebuilt page serves every
 * /volunteers/signup/{token}; the island reads the token from the address and shows that one sign-up. Opening
 * it changes nothing; "Cancel my sign-up" asks first, then posts.
 */
export default function ManageSignup({ text, lang }: { text: SignupsText; lang: Lang }) {
  return (
    <LangProvider lang={lang}>
      <SignupsTextProvider text={text}>
        <QueryProvider>
          <ManageView />
        </QueryProvider>
      </SignupsTextProvider>
    </LangProvider>
  );
}

function ManageView() {
  const text = useSignupsText().manage;
  const token = useHydrated() ? manageTokenFromPath(window.location.pathname) : null;
  const query = useManage(token);

  if (token !== null && query.data === null) return <NotFound />;
  if (token !== null && query.data) return <SignupDetails token={token} view={query.data} />;
  if (query.isError) {
    return (
      <section className="card manage-signup__message">
        <p>{text.loadFailed}</p>
        <button type="button" className="button" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {text.tryAgain}
        </button>
      </section>
    );
  }
  return (
    <IslandLoading label={text.loading} part={text.part} className="manage-signup__loading">
      <span className="skeleton manage-signup__skeleton" aria-hidden="true" />
    </IslandLoading>
  );
}

function NotFound() {
  const text = useSignupsText().manage;
  const headingId = useId();
  return (
    <section className="card manage-signup__message" aria-labelledby={headingId}>
      <h2 id={headingId}>{text.notFoundHeading}</h2>
      <p>{text.notFound}</p>
    </section>
  );
}

const statusText = (view: ManageView, text: SignupsText['manage']) =>
  view.status === 'waitlisted' ? formatText(text.waitlisted, { position: view.position }) : text[view.status];

function SignupDetails({ token, view }: { token: string; view: ManageView }) {
  const text = useSignupsText().manage;
  const lang = useLang();
  // The event's and the slot's titles are in Spanish on a Spanish page where the officers wrote it, else English
  // marked so; the page then says part of it is only in English (docs/decisions/070). The place is a name, as on
  // the event's pages: marked English, never translated.
  const place = lang === 'es' ? 'en' : undefined;
  const slotTitle = officerText(view.slot_title, view.slot_title_es, lang).text;
  useEnglishPartsNote(
    showsEnglishOn(lang, view.event_title, view.event_title_es) || showsEnglishOn(lang, view.slot_title, view.slot_title_es),
  );
  const headingId = useId();
  const cancel = useCancelSignup(token);
  const [asking, setAsking] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const statusElement = useRef<HTMLParagraphElement>(null);
  const refusal = cancel.error ? refusalText(cancel.error, { ...text, failed: text.cancelFailed }, lang) : null;
  const ask = (on: boolean) => {
    setAsking(on);
    requestAnimationFrame(() => (on ? keepButton : cancelButton).current?.focus());
  };

  return (
    <section className={`card manage-signup manage-signup--${view.status}`} aria-labelledby={headingId}>
      <p className="manage-signup__eyebrow">{text.eyebrow}</p>
      <h2 id={headingId} className="manage-signup__title">
        <OfficerText en={view.event_title} es={view.event_title_es} />
      </h2>
      <dl className="manage-signup__facts">
        <div>
          <dt>{text.when}</dt>
          <dd>{manageWhen(view, lang)}</dd>
        </div>
        {view.location && (
          <div>
            <dt>{text.where}</dt>
            <dd lang={place}>{view.location}</dd>
          </div>
        )}
        <div>
          <dt>{text.slot}</dt>
          <dd>
            <OfficerText en={view.slot_title} es={view.slot_title_es} />
          </dd>
        </div>
      </dl>
      <p ref={statusElement} className="manage-signup__status" role="status" tabIndex={-1}>
        {statusText(view, text)}
      </p>
      {refusal && (
        <p className="manage-signup__refusal" role="alert">
          {refusal}
        </p>
      )}
      {view.status !== 'cancelled' &&
        (asking ? (
          <div className="manage-signup__confirm">
            <p>{formatText(text.confirmQuestion, { slot: slotTitle })}</p>
            <div className="manage-signup__actions">
              <button
                type="button"
                className="button manage-signup__confirm-button"
                aria-busy={cancel.isPending}
                onClick={() =>
                  !cancel.isPending &&
                  cancel.mutate(undefined, {
                    // The buttons go: the focus goes to the status, which now says the sign-up is cancelled.
                    onSuccess: () => requestAnimationFrame(() => statusElement.current?.focus()),
                    onSettled: () => setAsking(false),
                  })
                }
              >
                {cancel.isPending ? text.cancelling : text.confirmCancel}
              </button>
              <button ref={keepButton} type="button" className="button button--ghost" onClick={() => ask(false)}>
                {text.keep}
              </button>
            </div>
          </div>
        ) : (
          <div className="manage-signup__actions">
            <button ref={cancelButton} type="button" className="button button--ghost" onClick={() => ask(true)}>
              {text.cancel}
            </button>
          </div>
        ))}
      <p className="manage-signup__event">
        <a href={pathIn(lang, `/events/${encodeURIComponent(view.event_id)}`)}>{text.eventLink}</a>
      </p>
    </section>
  );
}
