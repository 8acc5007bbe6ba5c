import { useId } from 'react';
import { IslandLoading } from '../../shared/ui/IslandLoading';
import type { ActivityNames } from '../submissions';
import { formatDollars } from '../forms';
import { schoolYearLabel, type SchoolYearTotals } from './school-year-totals';
import { REIMBURSEMENT_MESSAGES as TEXT } from './reimbursements-messages';

interface ReimbursementTotalsProps {
  year: number;
  /** Undefined while the first answer is on its way. */
  totals: SchoolYearTotals | undefined;
  failed: boolean;
  /** Names of the volunteer activities, for totals that name an activity by its stored value. */
  names: ActivityNames;
}

/** A school year's sums (docs/decisions/035): requested, approved and paid, overall and per committee or activity. */
export function ReimbursementTotals({ year, totals, failed, names }: ReimbursementTotalsProps) {
  const headingId = useId();
  return (
    <section className="reimbursement-totals" aria-labelledby={headingId}>
      <h3 id={headingId} className="reimbursement-totals__heading">
        {TEXT.totalsHeading(schoolYearLabel(totals?.school_year ?? year))}
      </h3>
      {!totals && !failed && (
        <IslandLoading label={TEXT.totalsLoading} part={TEXT.totalsPart}>
          <span className="skeleton reimbursement-totals__skeleton" />
        </IslandLoading>
      )}
      {!totals && failed && <p className="reimbursement-totals__none">{TEXT.totalsFailed}</p>}
      {totals && (
        <>
          <dl className="reimbursement-totals__overall">
            <div>
              <dt>{TEXT.requested}</dt>
              <dd>
                {formatDollars(totals.overall.requested)}
                <span className="reimbursement-totals__count">{TEXT.requests(totals.overall.count)}</span>
              </dd>
            </div>
            <div>
              <dt>{TEXT.approved}</dt>
              <dd>{formatDollars(totals.overall.approved)}</dd>
            </div>
            <div>
              <dt>{TEXT.paid}</dt>
              <dd>{formatDollars(totals.overall.paid)}</dd>
            </div>
          </dl>
          {totals.by_activity.length === 0 ? (
            <p className="reimbursement-totals__none">{TEXT.noRequests}</p>
          ) : (
            <div className="reimbursement-totals__box">
              <table className="reimbursement-totals__table">
                <caption>{TEXT.byActivity}</caption>
                <thead>
                  <tr>
                    <th scope="col">{TEXT.activity}</th>
                    <th scope="col" data-column="count">
                      {TEXT.count}
                    </th>
                    <th scope="col">{TEXT.requested}</th>
                    <th scope="col">{TEXT.approved}</th>
                    <th scope="col">{TEXT.paid}</th>
                  </tr>
                </thead>
                <tbody>
                  {totals.by_activity.map((line) => (
                    <tr key={line.activity ?? ''}>
                      <th scope="row">
                        {line.activity === null ? TEXT.noActivity : (names.get(line.activity) ?? line.activity)}
                        <span className="reimbursement-totals__count">{TEXT.requests(line.count)}</span>
                      </th>
                      <td data-column="count">{line.count}</td>
                      <td>{formatDollars(line.requested)}</td>
                      <td>{formatDollars(line.approved)}</td>
                      <td>{formatDollars(line.paid)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
