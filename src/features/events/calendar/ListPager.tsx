import { formatText } from '../../../shared/i18n/catalogue';
import { Icon } from '../../../shared/ui/Icon';
import { useEventsText } from '../events-text-context';

interface ListPagerProps {
  /** What is paged, for the buttons' names: 'events', in the page's language. */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The list was drawn by the server and its island is not hydrated yet: every button waits. */
  waiting?: boolean;
}

/**
 * Chevrons with the first and last page numbers between them (SPEC, Events calendar and Events Manager);
 * the chevrons are disabled at the ends. Hidden when everything fits on one page.
 */
export function ListPager({ label, page, pages, onPage, waiting = false }: ListPagerProps) {
  const t = useEventsText().pager;
  if (pages <= 1) return null;
  const numbers = [...new Set([1, page, pages])];
  return (
    <nav className="list-pager" aria-label={formatText(t.label, { what: label })}>
      <button type="button" className="list-pager__chevron" disabled={waiting || page <= 1} onClick={() => onPage(page - 1)}>
        <Icon name="chevron_left" />
        <span className="visually-hidden">{t.previous}</span>
      </button>
      {numbers.map((number, index) => {
        const before = numbers[index - 1];
        return (
          <span key={number} className="list-pager__item">
            {before !== undefined && number - before > 1 && <span aria-hidden="true">…</span>}
            <button
              type="button"
              className="list-pager__number"
              aria-current={number === page ? 'page' : undefined}
              disabled={waiting}
              onClick={() => onPage(number)}
            >
              <span className="visually-hidden">{t.page}</span>
              {number}
            </button>
          </span>
        );
      })}
      <button type="button" className="list-pager__chevron" disabled={waiting || page >= pages} onClick={() => onPage(page + 1)}>
        <Icon name="chevron_right" />
        <span className="visually-hidden">{t.next}</span>
      </button>
    </nav>
  );
}
