import { useId } from 'react';
import type { Submission } from './submissions';
import type { RowWorkflow } from './SubmissionsPanel';
import { Icon } from '../../shared/ui/Icon';
import type { SummaryColumn, RowLookup } from './row-display';
import type { SectionTitle } from './dashboard-model';
import { DASHBOARD_MESSAGES } from './submissions-messages';
import { SubmissionTable } from './SubmissionTable';
import './submissions.css';

/** What a section's table shows and does. */
export interface SubmissionListProps {
  /** Names the table for assistive technology, e.g. 'Unread Volunteer Requests'. */
  label: string;
  rows: Submission[];
  columns: SummaryColumn[];
  lookup: RowLookup;
  /** The rows whose details are open. */
  opened: ReadonlySet<string>;
  onToggleRow: (row: Submission) => void;
  onToggleStatus: (row: Submission) => void;
  /** Asked as each status marker is drawn: true when focus belongs on it (the row it was pressed on moved here). */
  claimFocus: (row: Submission) => boolean;
  /** Focus for a row a change took out of the list shown (a reimbursement moved out of a stage filter). */
  onRowGone: () => void;
  /** What the tab draws into its rows (the Reimbursements tab's stages). */
  workflow?: RowWorkflow;
}

interface SubmissionSectionProps extends Omit<SubmissionListProps, 'label'> {
  title: SectionTitle;
  tabLabel: string;
  expanded: boolean;
  onToggleSection: (title: SectionTitle) => void;
}

/** The collapsible 'Unread' or 'Read' part of a tab (SPEC section 2): a disclosure button over its rows. */
export function SubmissionSection({ title, tabLabel, expanded, onToggleSection, ...list }: SubmissionSectionProps) {
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
          <span className="submission-section__count">{list.rows.length}</span>
        </button>
      </h3>
      <div id={contentId} hidden={!expanded}>
        {list.rows.length === 0 ? (
          <p className="submission-section__empty">{DASHBOARD_MESSAGES.emptySection(title)}</p>
        ) : (
          <SubmissionTable label={`${title} ${tabLabel}`} {...list} />
        )}
      </div>
    </section>
  );
}
