import { useId } from 'react';
import type { ReimbursementFilter as Filter } from './list-filter';
import { withStage, withYear } from './list-filter';
import { schoolYearLabel } from './school-year-totals';
import { REIMBURSEMENT_MESSAGES as TEXT } from './reimbursements-messages';
import { STAGE_LABELS, STAGES, type Stage } from './workflow';

interface ReimbursementFilterProps {
  filter: Filter;
  thisYear: number;
  /** The school years with requests (the totals' `years`). */
  years: readonly number[];
  onChange: (filter: Filter) => void;
}

const isStage = (value: string): value is Stage => (STAGES as readonly string[]).includes(value);

/**
 * The list by stage and school year. A stage is listed within one school year (the list call's rule), so
 * 'All years' is offered with all stages only.
 */
export function ReimbursementFilter({ filter, thisYear, years, onChange }: ReimbursementFilterProps) {
  const stageId = useId();
  const yearId = useId();
  const choices = [...new Set([...years, thisYear, ...(filter.year === null ? [] : [filter.year])])].sort((a, b) => b - a);
  return (
    <fieldset className="reimbursement-filter">
      <legend className="visually-hidden">{TEXT.filter}</legend>
      <div className="reimbursement-filter__field">
        <label htmlFor={stageId}>{TEXT.stageFilter}</label>
        <select
          id={stageId}
          className="field__control"
          value={filter.stage ?? ''}
          onChange={(event) => onChange(withStage(filter, isStage(event.target.value) ? event.target.value : null, thisYear))}
        >
          <option value="">{TEXT.allStages}</option>
          {STAGES.map((stage) => (
            <option key={stage} value={stage}>
              {STAGE_LABELS[stage]}
            </option>
          ))}
        </select>
      </div>
      <div className="reimbursement-filter__field">
        <label htmlFor={yearId}>{TEXT.yearFilter}</label>
        <select
          id={yearId}
          className="field__control"
          value={filter.year ?? ''}
          onChange={(event) => onChange(withYear(filter, event.target.value ? Number(event.target.value) : null))}
        >
          {filter.stage === null && <option value="">{TEXT.allYears}</option>}
          {choices.map((year) => (
            <option key={year} value={year}>
              {schoolYearLabel(year)}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
