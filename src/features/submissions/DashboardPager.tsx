import { Icon } from '../../shared/ui/Icon';
import { pageCount, pageSummary } from './dashboard-model';
import { DASHBOARD_MESSAGES } from './submissions-messages';

interface PagerProps {
  label: string;
  page: number;
  shown: number;
  totalCount: number;
  onPage: (page: number) => void;
}

/** Previous and next with the count between them as 'n of total' (SPEC section 2); announced when it changes. */
export function Pager({ label, page, shown, totalCount, onPage }: PagerProps) {
  const last = pageCount(totalCount);
  return (
    <nav className="pager" aria-label={DASHBOARD_MESSAGES.pages(label)}>
      <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Icon name="chevron_left" />
        {DASHBOARD_MESSAGES.previous}
      </button>
      <p className="pager__count" aria-live="polite">
        {pageSummary(page, shown, totalCount)}
      </p>
      <button type="button" className="button button--ghost" disabled={page >= last} onClick={() => onPage(page + 1)}>
        {DASHBOARD_MESSAGES.next}
        <Icon name="chevron_right" />
      </button>
    </nav>
  );
}
