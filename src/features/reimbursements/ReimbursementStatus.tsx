import { useId } from 'react';
import { usePayeeStatus } from './payee-status-api';
import type { ReimbursementStatus as Status } from './stages';
import { checkDay, statusDay, statusMoney, statusSteps, statusTokenFromPath, type StatusStep } from './payee-status';
import { ReimbursementsTextProvider, useReimbursementsText } from './reimbursements-text-context';
import type { ReimbursementsText } from './reimbursements-text';
import { QueryProvider } from '../../shared/query';
import { formatText } from '../../shared/i18n/catalogue';
import type { Lang } from '../../shared/i18n/lang';
import { LangProvider, useLang } from '../../shared/i18n/text-context';
import { IslandLoading } from '../../shared/ui/IslandLoading';
import { useHydrated } from '../../shared/ui/use-hydrated';
import './payee-status.css';

interface ReimbursementStatusProps {
  text: ReimbursementsText;
  lang: Lang;
  /**
   * The status the page read on the server (null: no request has the token), drawn as HTML with no script
   * (docs/decisions/088). Without it, as when the store could not be read, the island reads the token from the
   * address and asks the API.
   */
  served?: Status | null;
}

/**
 * The payee's status page (docs/decisions/037): where the request is, and nothing about who asked (the answer
 * has no names, phone or address). The page hands it its texts and language (docs/decisions/068).
 */
export default function ReimbursementStatus({ text, lang, served }: ReimbursementStatusProps) {
  return (
    <LangProvider lang={lang}>
      <ReimbursementsTextProvider text={text}>
        {served === undefined ? (
          <QueryProvider>
            <StatusView />
          </QueryProvider>
        ) : served === null ? (
          <NotFound />
        ) : (
          <StatusDetails status={served} />
        )}
      </ReimbursementsTextProvider>
    </LangProvider>
  );
}

function StatusView() {
  const text = useReimbursementsText().status;
  const token = useHydrated() ? statusTokenFromPath(window.location.pathname) : null;
  const query = usePayeeStatus(token);

  if (query.data === null) return <NotFound />;
  if (query.data) return <StatusDetails status={query.data} />;
  if (query.isError) {
    return (
      <section className="card payee-status__message">
        <p>{text.loadFailed}</p>
        <button type="button" className="button" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {text.tryAgain}
        </button>
      </section>
    );
  }
  return (
    <IslandLoading label={text.loading.label} part={text.loading.part} className="payee-status__loading">
      <span className="skeleton payee-status__skeleton" aria-hidden="true" />
    </IslandLoading>
  );
}

function NotFound() {
  const text = useReimbursementsText().status;
  const headingId = useId();
  return (
    <section className="card payee-status__message" aria-labelledby={headingId}>
      <h2 id={headingId}>{text.notFoundHeading}</h2>
      <p>{text.notFound}</p>
    </section>
  );
}

function StatusDetails({ status }: { status: Status }) {
  const text = useReimbursementsText().status;
  const lang = useLang();
  const ids = { stage: useId(), steps: useId(), checks: useId() };
  const paid = status.checks.reduce((sum, check) => sum + check.amount, 0);

  return (
    <div className="payee-status">
      <section className={`card payee-status__summary payee-status__summary--${status.stage}`} aria-labelledby={ids.stage}>
        <p className="payee-status__eyebrow">{text.eyebrow}</p>
        <h2 id={ids.stage} className="payee-status__stage">
          {text.stages[status.stage]}
        </h2>
        <p>{text.summary[status.stage]}</p>
        <dl className="payee-status__facts">
          {status.reference && (
            <div>
              <dt>{text.reference}</dt>
              <dd>{status.reference}</dd>
            </div>
          )}
          <div>
            <dt>{text.total}</dt>
            <dd>{statusMoney(status.total)}</dd>
          </div>
          <div>
            <dt>{text.submitted}</dt>
            <dd>{statusDay(status.submitted_at, lang)}</dd>
          </div>
        </dl>
      </section>

      <section className="card payee-status__progress" aria-labelledby={ids.steps}>
        <h2 id={ids.steps}>{text.progress}</h2>
        <ol className="status-steps">
          {statusSteps(status, text.stages).map((step) => (
            <Step key={step.stage} step={step} />
          ))}
        </ol>
      </section>

      {status.checks.length > 0 && (
        <section className="card payee-status__checks" aria-labelledby={ids.checks}>
          <h2 id={ids.checks}>{status.checks.length === 1 ? text.oneCheck : text.manyChecks}</h2>
          <ul className="status-checks" role="list">
            {status.checks.map((check, index) => (
              <li key={index} className="status-checks__check">
                <span className="status-checks__amount">{statusMoney(check.amount)}</span>{' '}
                <span className="status-checks__date">{formatText(text.written, { date: checkDay(check.date, lang) })}</span>
              </li>
            ))}
          </ul>
          {status.checks.length > 1 && (
            <p className="status-checks__sum">
              {text.paidInAll} <strong>{statusMoney(paid)}</strong>
            </p>
          )}
        </section>
      )}
    </div>
  );
}

function Step({ step }: { step: StatusStep }) {
  const text = useReimbursementsText().status;
  const lang = useLang();
  const state = step.at === null ? 'ahead' : step.stage === 'declined' ? 'declined' : 'done';
  return (
    <li className={`status-step status-step--${state}`} aria-current={step.current ? 'step' : undefined}>
      <span className="status-step__marker" aria-hidden="true" />
      <span className="status-step__label">{step.label}</span>{' '}
      <span className="status-step__date">{step.at === null ? text.stillAhead : statusDay(step.at, lang)}</span>
    </li>
  );
}
