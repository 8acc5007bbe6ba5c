import { useId, useState } from 'react';
import type { SubmissionColumn } from './form-columns';
import type { Submission } from './forms';
import { Icon } from '../../shared/ui/Icon';
import { DASHBOARD_MESSAGES } from './dashboard-messages';
import { SubmissionCards } from './SubmissionCards';
import type { ReceiptRef } from './SubmissionCell';
import { SubmissionTable } from './SubmissionTable';
import { useNarrowScreen } from './use-narrow-screen';
import './submissions.css';

/** What the table (wide screens) and the cards (narrow screens) show. */
export interface SubmissionListProps {
  /** Names the list for assistive technology, e.g. 'Unread Volunteer Requests'. */
  label: string;
  rows: Submission[];
  columns: SubmissionColumn[];
  onToggleStatus: (row: Submission) => void;
  onOpenReceipt: (row: Submission, receipt: ReceiptRef) => void;
}

interface SubmissionSectionProps extends Omit<SubmissionListProps, 'label'> {
  title: 'Unread' | 'Read';
  tabLabel: string;
}

/** The collapsible 'Unread' or 'Read' part of a tab (SPEC section 2): a disclosure button over its rows. */
export function SubmissionSection({ title, tabLabel, ...list }: SubmissionSectionProps) {
  const [expanded, setExpanded] = useState(true);
  const narrow = useNarrowScreen();
  const contentId = useId();
  const List = narrow ? SubmissionCards : SubmissionTable;
  return (
    <section className={`submission-section submission-section--${title.toLowerCase()}`}>
      <h3 className="submission-section__heading">
        <button type="button" className="submission-section__toggle" aria-expanded={expanded} aria-controls={contentId} onClick={() => setExpanded(!expanded)}>
          <Icon name="keyboard_arrow_down" className="submission-section__chevron" />
          {title}
          <span className="submission-section__count">{list.rows.length}</span>
        </button>
      </h3>
      <div id={contentId} hidden={!expanded}>
        {list.rows.length === 0 ? (
          <p className="submission-section__empty">{DASHBOARD_MESSAGES.emptySection(title)}</p>
        ) : (
          <List label={`${title} ${tabLabel}`} {...list} />
        )}
      </div>
    </section>
  );
}
