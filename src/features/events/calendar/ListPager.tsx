import { formatText } from '../../../shared/i18n/catalogue';
import { Icon } from '../../../shared/ui/Icon';
import { useEventsText } from '../events-text-context';
import { LIST_PAGE_QUERY } from './list-page';
import { formButton } from './in-place-submit';

interface ListPagerProps {
  /** What is paged, for the buttons' names: 'events', in the page's language. */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The list was drawn by the server and its island is not hydrated yet: every button waits. */
  waiting?: boolean;
  /**
   * The calendar's list: each button is a GET form's, for its page of the month (?month=...&page=N), which the
   * server draws; without scripts that is what it does, and a pointer waits for the island rather than leave
   * the page (docs/decisions/078). Without it the buttons are disabled while waiting.
   */
  form?: { action: string; month: string };
}

/**
 * Chevrons with the first and last page numbers between them (SPEC, Events calendar and Events Manager);
 * the chevrons are disabled at the ends. Hidden when everything fits on one page.
 */
export function ListPager({ label, page, pages, onPage, waiting = false, form }: ListPagerProps) {
  const t = useEventsText().pager;
  if (pages <= 1) return null;
  const numbers = [...new Set([1, page, pages])];
  // A button for page `to`: its form's (the page's number sent as `page`), or the island's alone, which
  // formButton disables while the island waits (after the ends' own disabled, which it then overrides).
  const pageButton = (to: number) =>
    formButton(form !== undefined, () => onPage(to), { field: { name: LIST_PAGE_QUERY, value: String(to) }, waiting });
  const buttons = (
    <>
      <button className="list-pager__chevron" disabled={page <= 1} {...pageButton(page - 1)}>
        <Icon name="chevron_left" />
        <span className="visually-hidden">{t.previous}</span>
      </button>
      {numbers.map((number, index) => {
        const before = numbers[index - 1];
        return (
          <span key={number} className="list-pager__item">
            {before !== undefined && number - before > 1 && <span aria-hidden="true">…</span>}
            <button className="list-pager__number" aria-current={number === page ? 'page' : undefined} {...pageButton(number)}>
              <span className="visually-hidden">{t.page}</span>
              {number}
            </button>
          </span>
        );
      })}
      <button className="list-pager__chevron" disabled={page >= pages} {...pageButton(page + 1)}>
        <Icon name="chevron_right" />
        <span className="visually-hidden">{t.next}</span>
      </button>
    </>
  );
  return (
    <nav className="list-pager" aria-label={formatText(t.label, { what: label })}>
      {form ? (
        <form method="get" action={form.action} className="list-pager__form">
          <input type="hidden" name="month" value={form.month} />
          {buttons}
        </form>
      ) : (
        buttons
      )}
    </nav>
  );
}
