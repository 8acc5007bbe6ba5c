import { useId } from 'react';
import { Icon } from '../../shared/ui/Icon';
import type { SectionTitle } from './dashboard-model';
import type { SummaryColumn } from './row-display';
import { SubmissionRow, type RowActions } from './SubmissionRow';
import type { Submission } from './submissions';
import { DASHBOARD_MESSAGES } from './submissions-messages';
import './submissions.css';

interface SubmissionSectionProps extends RowActions {
  title: SectionTitle;
  /** With the title, names the table for assistive technology, e.g. 'Unread Volunteer Requests'. */
  tabLabel: string;
  rows: Submission[];
  columns: SummaryColumn[];
  expanded: boolean;
  onToggleSection: (title: SectionTitle) => void;
}

/**
 * The collapsible 'Unread' or 'Read' part of a tab (SPEC section 2): a disclosure button over its rows, each
 * with its status marker and the few columns that tell rows apart, opening its details below it. Fixed
 * column widths (one colgroup per tab) keep the Unread and Read tables' columns in line.
 */
export function SubmissionSection({ title, tabLabel, rows, columns, expanded, onToggleSection, ...row }: SubmissionSectionProps) {
  const contentId = useId();
  return (
    <section className={`submission-section submission-section--${title.toLowerCase()}`}>
      <h3 className="submission-section__heading">
        <button
          type="button"
          className="submission-section__toggle"
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => onToggleSection(title)}
        >
          <Icon name="keyboard_arrow_down" className="submission-section__chevron" />
          {title}
          <span className="submission-section__count">{rows.length}</span>
        </button>
      </h3>
      <div id={contentId} hidden={!expanded}>
        {rows.length === 0 ? (
          <p className="submission-section__empty">{DASHBOARD_MESSAGES.emptySection(title)}</p>
        ) : (
          <div className="submission-table__box">
            <table className="submission-table" aria-label={`${title} ${tabLabel}`}>
              <colgroup>
                <col className="submission-table__col--status" />
                {columns.map((column) => (
                  <col key={column.key} className={`submission-table__col--${column.size}`} data-column={column.key} />
                ))}
              </colgroup>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="submission-table__status-heading">{DASHBOARD_MESSAGES.status}</span>
                  </th>
                  {columns.map((column) => (
                    <th key={column.key} scope="col" data-column={column.key} data-size={column.size}>
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((submission) => (
                  <SubmissionRow key={submission._id} row={submission} columns={columns} {...row} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
