import { useId, useState } from 'react';
import { Field } from '../../../shared/ui/Field';
import { Icon } from '../../../shared/ui/Icon';
import { dayOf, isDay } from '../core/event';
import { SERIES_TEXT } from '../event-messages';
import { RULE_LIMITS, weekdayOf, WEEKDAYS } from '../recurrence/rule';
import { DAY_NAMES, shortDate } from '../recurrence/rule-words';
import {
  isEndProblem,
  monthlyWeekdayWords,
  REPEAT_KINDS,
  repeatKindOf,
  repeatSummary,
  type RepeatForm,
  type RepeatKind,
  withKind,
} from './series-form';

interface RepeatFieldsProps {
  repeat: RepeatForm;
  exdates: readonly string[];
  startDt: string;
  /** Editing one date of a series: saving asks which events the change means. */
  occurrence: boolean;
  problemOf: (path: string) => string | undefined;
  onChange: (patch: { repeat?: RepeatForm; exdates?: string[] }) => void;
}

const TEXT = SERIES_TEXT;

/** The option's words, from the start day when there is one ("Weekly on Tuesday", "Monthly on the 2nd Tuesday"). */
function kindLabel(kind: RepeatKind, firstDay: string): string {
  const known = isDay(firstDay);
  switch (kind) {
    case 'weekly':
      return known ? TEXT.kinds.weekly(DAY_NAMES[weekdayOf(firstDay)]) : TEXT.kinds.weekly('a weekday');
    case 'monthlyWeekday':
      return known ? TEXT.kinds.monthlyWeekday(monthlyWeekdayWords(firstDay)) : TEXT.kinds.monthlyWeekday('same weekday');
    case 'monthlyDay':
      return known ? TEXT.kinds.monthlyDay(Number(firstDay.slice(8, 10))) : TEXT.kinds.monthlyWeekday('same day');
    default:
      return TEXT.kinds[kind];
  }
}

/**
 * The Event Editor's repeat controls (DESIGN section 9; docs/decisions/064): how often, every how many, on
 * which weekdays, until when, the dates skipped, and the rule in words as it stands. The series' problems (the
 * schema's, on 'rrule' and 'exdates') show at the controls they concern.
 */
export function RepeatFields({ repeat, exdates, startDt, occurrence, problemOf, onChange }: RepeatFieldsProps) {
  const ids = { hint: useId(), unit: useId(), patternError: useId(), endError: useId() };
  const firstDay = dayOf(startDt);
  const ruleProblem = problemOf('rrule');
  const endProblem = ruleProblem && isEndProblem(ruleProblem) ? ruleProblem : undefined;
  const patternProblem = ruleProblem && !endProblem ? ruleProblem : undefined;
  const summary = repeatSummary(repeat, startDt);
  const change = (patch: Partial<RepeatForm>) => onChange({ repeat: { ...repeat, ...patch } });

  return (
    <div className="event-editor__repeat">
      {occurrence && (
        <p id={ids.hint} className="event-editor__hint">
          {TEXT.occurrenceHint}
        </p>
      )}
      <Field label={TEXT.repeats} error={patternProblem}>
        {(control) => (
          <select
            {...control}
            name="rrule"
            aria-describedby={[control['aria-describedby'], occurrence && ids.hint].filter(Boolean).join(' ') || undefined}
            value={repeat.kind}
            onChange={(event) => onChange({ repeat: withKind(repeat, repeatKindOf(event.target.value), startDt) })}
          >
            {REPEAT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kindLabel(kind, firstDay)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {repeat.kind !== 'none' && (
        <>
          <div className="event-editor__interval">
            <label htmlFor={ids.unit + '-every'}>{TEXT.every}</label>
            <select
              id={ids.unit + '-every'}
              className="field__control"
              aria-describedby={ids.unit}
              value={repeat.interval}
              onChange={(event) => change({ interval: Number(event.target.value) })}
            >
              {Array.from({ length: RULE_LIMITS.interval }, (_, index) => index + 1).map((interval) => (
                <option key={interval} value={interval}>
                  {interval}
                </option>
              ))}
            </select>
            <span id={ids.unit}>{TEXT.unit(TEXT.units[repeat.kind], repeat.interval)}</span>
          </div>
          {repeat.kind === 'weekly' && <WeekdayChoice chosen={repeat.weekdays} onChange={(weekdays) => change({ weekdays })} />}
          <EndChoice repeat={repeat} problem={endProblem} errorId={ids.endError} onChange={change} />
          {summary && (
            <p className="event-editor__summary" role="status">
              <Icon name="repeat" size={20} /> {TEXT.summary(summary)}
            </p>
          )}
          <SkippedDates
            exdates={exdates}
            firstDay={firstDay}
            problem={problemOf('exdates')}
            onChange={(next) => onChange({ exdates: next })}
          />
        </>
      )}
    </div>
  );
}

function WeekdayChoice({ chosen, onChange }: { chosen: readonly string[]; onChange: (weekdays: RepeatForm['weekdays']) => void }) {
  return (
    <fieldset className="event-editor__choice">
      <legend>{TEXT.onWeekdays}</legend>
      <ul className="event-editor__weekdays">
        {WEEKDAYS.map((weekday) => (
          <li key={weekday}>
            <label className="event-editor__grade">
              <input
                type="checkbox"
                checked={chosen.includes(weekday)}
                onChange={(event) => onChange(WEEKDAYS.filter((day) => (day === weekday ? event.target.checked : chosen.includes(day))))}
              />
              {DAY_NAMES[weekday]}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

interface EndChoiceProps {
  repeat: RepeatForm;
  problem: string | undefined;
  errorId: string;
  onChange: (patch: Partial<RepeatForm>) => void;
}

/** The end: on a date, or after a number of times (one of the two). */
function EndChoice({ repeat, problem, errorId, onChange }: EndChoiceProps) {
  const name = useId();
  const invalid = problem ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
  return (
    <fieldset className="event-editor__choice" aria-describedby={problem ? errorId : undefined}>
      <legend>{TEXT.ends}</legend>
      <div className="event-editor__end">
        <label className="event-editor__grade">
          <input type="radio" name={name} checked={repeat.end === 'until'} onChange={() => onChange({ end: 'until' })} />
          {TEXT.onDate}
        </label>
        <input
          type="date"
          className="field__control"
          aria-label={TEXT.endDate}
          value={repeat.until}
          {...(repeat.end === 'until' ? invalid : {})}
          onChange={(event) => onChange({ end: 'until', until: event.target.value })}
        />
      </div>
      <div className="event-editor__end">
        <label className="event-editor__grade">
          <input type="radio" name={name} checked={repeat.end === 'count'} onChange={() => onChange({ end: 'count' })} />
          {TEXT.after}
        </label>
        <input
          type="number"
          className="field__control event-editor__count"
          aria-label={TEXT.timesLabel}
          min={1}
          max={RULE_LIMITS.count}
          inputMode="numeric"
          value={repeat.count}
          {...(repeat.end === 'count' ? invalid : {})}
          onChange={(event) => onChange({ end: 'count', count: event.target.value })}
        />
        <span aria-hidden="true">{TEXT.times}</span>
      </div>
      {problem && (
        <p id={errorId} className="field__error">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

interface SkippedDatesProps {
  exdates: readonly string[];
  firstDay: string;
  problem: string | undefined;
  onChange: (exdates: string[]) => void;
}

/** Dates of the series that do not take place: a date input to add one, a chip with a remove button for each. */
function SkippedDates({ exdates, firstDay, problem, onChange }: SkippedDatesProps) {
  const [day, setDay] = useState('');
  const ids = { hint: useId(), error: useId(), input: useId() };
  const add = () => {
    if (!isDay(day)) return;
    onChange([...new Set([...exdates, day])].sort());
    setDay('');
  };
  return (
    <fieldset className="event-editor__choice" aria-describedby={[ids.hint, problem && ids.error].filter(Boolean).join(' ')}>
      <legend>{TEXT.skipped}</legend>
      <p id={ids.hint} className="event-editor__hint">
        {TEXT.skippedHint}
      </p>
      {exdates.length > 0 ? (
        <ul className="event-editor__chips">
          {exdates.map((skipped) => (
            <li key={skipped} className="event-editor__chip">
              <time dateTime={skipped}>{shortDate(skipped)}</time>
              <button
                type="button"
                className="icon-button"
                aria-label={TEXT.removeSkip(shortDate(skipped))}
                onClick={() => onChange(exdates.filter((item) => item !== skipped))}
              >
                <Icon name="close" size={18} />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="event-editor__hint">{TEXT.noSkips}</p>
      )}
      <div className="event-editor__end">
        <label htmlFor={ids.input}>{TEXT.skipDate}</label>
        <input
          id={ids.input}
          name="exdates"
          type="date"
          className="field__control"
          min={isDay(firstDay) ? firstDay : undefined}
          value={day}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? ids.error : undefined}
          onChange={(event) => setDay(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
        <button type="button" className="button button--ghost" disabled={!isDay(day)} onClick={add}>
          {TEXT.addSkip}
        </button>
      </div>
      {problem && (
        <p id={ids.error} className="field__error">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
