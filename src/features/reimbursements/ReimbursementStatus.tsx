import { useId } from 'react';
import { usePayeeStatus } from './payee-status-api';
import { STAGE_LABELS, type ReimbursementStatus as Status } from './workflow';
import { checkDay, STATUS_MESSAGES, statusDay, statusMoney, statusSteps, statusTokenFromPath, type StatusStep } from './payee-status';
import { QueryProvider } from '../../shared/query';
import { IslandLoading } from '../../shared/ui/IslandLoading';
import { useHydrated } from '../../shared/ui/use-hydrated';
import './payee-status.css';

/**
 * The payee's status page (docs/decisions/037): one prebuilt page serves every /volunteers/reimbursement-status/{token}
 * (docs/decisions/037); the island reads the token from the address and shows where the request is, and
 * nothing about who asked (the answer has no names, phone or address).
 */
export default function ReimbursementStatus() {
  return (
    <QueryProvider>
      <StatusView />
    </QueryProvider>
  );
}

function StatusView() {
  const token = useHydrated() ? statusTokenFromPath(window.location.pathname) : null;
  const query = usePayeeStatus(token);

  if (query.data === null) return <NotFound />;
  if (query.data) return <StatusDetails status={query.data} />;
  if (query.isError) {
    return (
      <section className="card payee-status__message">
        <p>{STATUS_MESSAGES.loadFailed}</p>
        <button type="button" className="button" onClick={() => void query.refetch()} disabled={query.isFetching}>
          Try again
        </button>
      </section>
    );
  }
  return (
    <IslandLoading label="Loading the status of your request" part="The status of your request" className="payee-status__loading">
      <span className="skeleton payee-status__skeleton" aria-hidden="true" />
    </IslandLoading>
  );
}

function NotFound() {
  const headingId = useId();
  return (
    <section className="card payee-status__message" aria-labelledby={headingId}>
      <h2 id={headingId}>{STATUS_MESSAGES.notFoundHeading}</h2>
      <p>{STATUS_MESSAGES.notFound}</p>
    </section>
  );
}

function StatusDetails({ status }: { status: Status }) {
  const ids = { stage: useId(), steps: useId(), checks: useId() };
  const paid = status.checks.reduce((sum, check) => sum + check.amount, 0);

  return (
    <div className="payee-status">
      <section className={`card payee-status__summary payee-status__summary--${status.stage}`} aria-labelledby={ids.stage}>
        <p className="payee-status__eyebrow">Your reimbursement request is</p>
        <h2 id={ids.stage} className="payee-status__stage">
          {STAGE_LABELS[status.stage]}
        </h2>
        <p>{STATUS_MESSAGES.summary[status.stage]}</p>
        <dl className="payee-status__facts">
          {status.reference && (
            <div>
              <dt>Reference</dt>
              <dd>{status.reference}</dd>
            </div>
          )}
          <div>
            <dt>Total requested</dt>
            <dd>{statusMoney(status.total)}</dd>
          </div>
          <div>
            <dt>Submitted</dt>
            <dd>{statusDay(status.submitted_at)}</dd>
          </div>
        </dl>
      </section>

      <section className="card payee-status__progress" aria-labelledby={ids.steps}>
        <h2 id={ids.steps}>Progress</h2>
        <ol className="status-steps">
          {statusSteps(status).map((step) => (
            <Step key={step.stage} step={step} />
          ))}
        </ol>
      </section>

      {status.checks.length > 0 && (
        <section className="card payee-status__checks" aria-labelledby={ids.checks}>
          <h2 id={ids.checks}>{status.checks.length === 1 ? 'Your check' : 'Your checks'}</h2>
          <ul className="status-checks" role="list">
            {status.checks.map((check, index) => (
              <li key={index} className="status-checks__check">
                <span className="status-checks__amount">{statusMoney(check.amount)}</span>{' '}
                <span className="status-checks__date">Written {checkDay(check.date)}</span>
              </li>
            ))}
          </ul>
          {status.checks.length > 1 && (
            <p className="status-checks__sum">
              Paid in all: <strong>{statusMoney(paid)}</strong>
            </p>
          )}
        </section>
      )}
    </div>
  );
}

function Step({ step }: { step: StatusStep }) {
  const state = step.at === null ? 'ahead' : step.stage === 'declined' ? 'declined' : 'done';
  return (
    <li className={`status-step status-step--${state}`} aria-current={step.current ? 'step' : undefined}>
      <span className="status-step__marker" aria-hidden="true" />
      <span className="status-step__label">{step.label}</span>{' '}
      <span className="status-step__date">{step.at === null ? 'Still ahead' : statusDay(step.at)}</span>
    </li>
  );
}
