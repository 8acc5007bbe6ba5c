import { useState } from 'react';
import { useCommittees } from './api/use-committees';
import { COMMITTEE_FILTERS, COMMITTEE_QUERY, selectCommittees, type CommitteeFilter, type CommitteeSummary } from './committee';
import { QueryProvider, type ServedPage } from '../../shared/query';
import { formatText } from '../../shared/i18n/catalogue';
import { pathIn, type Lang } from '../../shared/i18n/lang';
import { LangProvider, useLang } from '../../shared/i18n/text-context';
import { EmptyState } from '../../shared/ui/EmptyState';
import { Field } from '../../shared/ui/Field';
import { IslandLoading } from '../../shared/ui/IslandLoading';
import { Toaster } from '../../shared/ui/Toaster';
import { CommitteeCard } from './CommitteeCard';
import { CommitteePopup } from './CommitteePopup';
import { useCommitteeAddress } from './use-committee-address';
import { FormationsTextProvider, useFormationsText } from './formations-text-context';
import type { FormationsText } from './formations-text';
import './committees.css';

const NO_COMMITTEES: readonly CommitteeSummary[] = [];
/** Skeleton cards while the list loads: two rows at 1280 px, a screenful on a phone. */
const SKELETON_CARDS = 8;

/** The search and filter the address names (`?q=`, `?filter=`): what the page drew. */
export interface CommitteeQuery {
  search: string;
  filter: CommitteeFilter;
}

interface CommitteesPageProps {
  served?: ServedPage;
  text: FormationsText;
  lang: Lang;
  query: CommitteeQuery;
}

/**
 * Search, filter and cards of the Committees page (SPEC, Committees page); a card opens the popup, whose
 * address (/committees/{slug}) can be shared. The page is drawn on request with the cards it read (`served`,
 * docs/decisions/059), so they are in its HTML; without them (a failed read) the list is read in the
 * browser, a placeholder showing meanwhile. The search and filter are a GET form: before the island runs, or
 * without scripts, the page draws the cards they select (docs/decisions/074); once it runs, they select as typed.
 */
export default function CommitteesPage({ served, text, lang, query }: CommitteesPageProps) {
  return (
    <LangProvider lang={lang}>
      <FormationsTextProvider text={text}>
        <QueryProvider served={served}>
          <Committees query={query} />
        </QueryProvider>
      </FormationsTextProvider>
    </LangProvider>
  );
}

function Committees({ query }: { query: CommitteeQuery }) {
  const t = useFormationsText().committees;
  const { data: committees = NO_COMMITTEES, isPending } = useCommittees();
  const loaded = !isPending;
  const lang = useLang();
  const [search, setSearch] = useState(query.search);
  const [filter, setFilter] = useState<CommitteeFilter>(query.filter);
  const { openSlug, open, close } = useCommitteeAddress();
  const chooseFilter = (value: string) => {
    const chosen = COMMITTEE_FILTERS.find((option) => option === value);
    if (chosen) setFilter(chosen);
  };

  const shown = selectCommittees(committees, filter, search, lang);

  return (
    <>
      <Toaster />
      <form
        method="get"
        action={pathIn(lang, '/committees')}
        role="search"
        className="committee-tools"
        onSubmit={(event) => event.preventDefault()}
      >
        <Field label={t.search}>
          {(control) => (
            <input
              {...control}
              type="search"
              name={COMMITTEE_QUERY.search}
              placeholder={t.searchPlaceholder}
              value={search}
              disabled={committees.length === 0}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
        </Field>
        <Field label={t.filterBy}>
          {(control) => (
            <select
              {...control}
              name={COMMITTEE_QUERY.filter}
              value={filter}
              disabled={!loaded}
              onChange={(event) => chooseFilter(event.target.value)}
            >
              {COMMITTEE_FILTERS.map((option) => (
                <option key={option} value={option}>
                  {t.filters[option]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {/* Shown only without scripts (committees.css); with them the cards follow the search as it is typed. */}
        <button type="submit" className="button committee-tools__apply">
          {t.apply}
        </button>
      </form>
      <p className="visually-hidden" role="status">
        {committees.length ? (shown.length === 1 ? t.shownOne : formatText(t.shown, { count: shown.length })) : ''}
      </p>
      {!loaded ? (
        <IslandLoading label={t.loading} part={t.loadingPart} className="committee-loading">
          <CommitteeSkeletons />
        </IslandLoading>
      ) : committees.length === 0 ? (
        <EmptyState>{t.empty}</EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState>{t.noResults}</EmptyState>
      ) : (
        <>
          {/* Drawn in the HTML (docs/decisions/059): without JavaScript the cards show, but do not open. */}
          <p className="island-loading__noscript committees__noscript">{t.noscript}</p>
          <ul className="committee-list" role="list">
            {shown.map((committee) => (
              <li key={committee.slug}>
                <CommitteeCard committee={committee} onOpen={() => open(committee.slug)} />
              </li>
            ))}
          </ul>
        </>
      )}
      <CommitteePopup key={openSlug ?? 'closed'} slug={openSlug} onClose={close} />
    </>
  );
}

/** Grey cards in the shape of the committee cards: a title, a pill, two leaders. */
function CommitteeSkeletons() {
  return (
    <ul className="committee-list committee-list--skeleton" role="list" aria-hidden="true">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <li key={index} className="committee-skeleton">
          <span className="skeleton committee-skeleton__title" />
          <span className="skeleton committee-skeleton__pill" />
          <span className="skeleton committee-skeleton__line" />
          <span className="skeleton committee-skeleton__line committee-skeleton__line--short" />
        </li>
      ))}
    </ul>
  );
}
