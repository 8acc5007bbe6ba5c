import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { dropQueries } from '../../../shared/address';
import { formatText } from '../../../shared/i18n/catalogue';
import { pathIn, type Lang } from '../../../shared/i18n/lang';
import { useEnglishPartsNote } from '../../../shared/i18n/english-parts-note';
import { officerText } from '../../../shared/i18n/officer-text';
import { OfficerText } from '../../../shared/i18n/OfficerText';
import { LangProvider, useLang } from '../../../shared/i18n/text-context';
import { QueryProvider, type ServedPage } from '../../../shared/query';
import { IslandLoading } from '../../../shared/ui/IslandLoading';
import { manageShowsEnglish, type ManageView } from '../core/sheet';
import type { SignupsText } from '../signups-text';
import { SignupsTextProvider, useSignupsText } from '../signups-text-context';
import { useCancelSignup, useManage } from '../api/use-manage';
import { CANCEL_ACTION, CONFIRM_STEP, KEEP_STEP, MANAGE_STEP_QUERY } from './manage-steps';
import { manageWhen } from './manage-when';
import { refusalText } from '../refusal-text';
import './manage-signup.css';

interface ManageSignupProps {
  text: SignupsText;
  lang: Lang;
  /** The token of the page's address, /volunteers/signup/{token}. */
  token: string;
  /** The sign-up as the page read it (docs/decisions/090); without it, the island reads it. */
  served?: ServedPage;
  /** The page was asked for the cancel's question (`?step=confirm`). */
  asking?: boolean;
  /** Why a cancel the page was sent without scripts was refused, in the page's words. */
  refusal?: string;
}

/**
 * A volunteer's manage page (DESIGN section 9, docs/decisions/067, 090): the one sign-up of the address's
 * token, drawn by the page on request. Opening it changes nothing; "Cancel my sign-up" asks first, then
 * cancels. Its buttons are those of plain forms, so that without scripts the page asks and cancels itself;
 * once the island runs they do it in place, through the API.
 */
export default function ManageSignup({ text, lang, served, ...signup }: ManageSignupProps) {
  return (
    <LangProvider lang={lang}>
      <SignupsTextProvider text={text}>
        <QueryProvider served={served}>
          <ManageSignupView {...signup} />
        </QueryProvider>
      </SignupsTextProvider>
    </LangProvider>
  );
}

function ManageSignupView({ token, asking = false, refusal = '' }: Omit<ManageSignupProps, 'text' | 'lang' | 'served'>) {
  const text = useSignupsText().manage;
  const query = useManage(token);

  if (query.data === null) return <NotFound />;
  if (query.data) return <SignupDetails token={token} view={query.data} asking={asking} refusal={refusal} />;
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

function SignupDetails({ token, view, ...drawn }: { token: string; view: ManageView; asking: boolean; refusal: string }) {
  const text = useSignupsText().manage;
  const lang = useLang();
  // The event's and the slot's titles are in Spanish on a Spanish page where the officers wrote it, else English
  // marked so; the page then says part of it is only in English (docs/decisions/070). The place is a name, as on
  // the event's pages: marked English, never translated.
  const place = lang === 'es' ? 'en' : undefined;
  const slotTitle = officerText(view.slot_title, view.slot_title_es, lang).text;
  useEnglishPartsNote(manageShowsEnglish(lang, view));
  const headingId = useId();
  const cancel = useCancelSignup(token);
  const [asking, setAsking] = useState(drawn.asking);
  // The island holds the step the address asked for (`?step=confirm`): the address forgets it, so that a reload
  // after "Keep my sign-up" does not ask again.
  useEffect(() => dropQueries([MANAGE_STEP_QUERY]), []);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const statusElement = useRef<HTMLParagraphElement>(null);
  const refusal = cancel.error ? refusalText(cancel.error, { ...text, failed: text.cancelFailed }, lang) : drawn.refusal;
  const ask = (on: boolean) => {
    setAsking(on);
    requestAnimationFrame(() => (on ? keepButton : cancelButton).current?.focus());
  };
  // Each form's submit is done in place once the island runs: the browser does not send it.
  const onAsk = (event: FormEvent) => {
    event.preventDefault();
    ask(true);
  };
  const onKeep = (event: FormEvent) => {
    event.preventDefault();
    ask(false);
  };
  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    if (cancel.isPending) return;
    cancel.mutate(undefined, {
      // The buttons go: the focus goes to the status, which now says the sign-up is cancelled.
      onSuccess: () => requestAnimationFrame(() => statusElement.current?.focus()),
      onSettled: () => setAsking(false),
    });
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
              <form method="post" onSubmit={onConfirm}>
                <button
                  type="submit"
                  name="action"
                  value={CANCEL_ACTION}
                  className="button manage-signup__confirm-button"
                  aria-busy={cancel.isPending}
                >
                  {cancel.isPending ? text.cancelling : text.confirmCancel}
                </button>
              </form>
              <form method="get" onSubmit={onKeep}>
                <button ref={keepButton} type="submit" name={MANAGE_STEP_QUERY} value={KEEP_STEP} className="button button--ghost">
                  {text.keep}
                </button>
              </form>
            </div>
          </div>
        ) : (
          <form method="get" className="manage-signup__actions" onSubmit={onAsk}>
            <button ref={cancelButton} type="submit" name={MANAGE_STEP_QUERY} value={CONFIRM_STEP} className="button button--ghost">
              {text.cancel}
            </button>
          </form>
        ))}
      <p className="manage-signup__event">
        <a href={pathIn(lang, `/events/${encodeURIComponent(view.event_id)}`)}>{text.eventLink}</a>
      </p>
    </section>
  );
}
