import { useState } from 'react';
import { useCommittees } from './api/use-committees';
import { COMMITTEE_FILTERS, NO_COMMITTEES_TEXT, selectCommittees, type CommitteeFilter, type CommitteeSummary } from './committee';
import { QueryProvider } from '../../shared/query';
import { EmptyState } from '../../shared/ui/EmptyState';
import { Field } from '../../shared/ui/Field';
import { Toaster } from '../../shared/ui/Toaster';
import { CommitteeCard } from './CommitteeCard';
import { CommitteePopup } from './CommitteePopup';
import './committees.css';

const NO_COMMITTEES: readonly CommitteeSummary[] = [];

/** Search, filter and cards of the Committees page (SPEC, Committees page); a card opens the popup. */
export default function CommitteesPage() {
  return (
    <QueryProvider>
      <Committees />
    </QueryProvider>
  );
}

function Committees() {
  const { data: committees = NO_COMMITTEES, isPending } = useCommittees();
  const loaded = !isPending;
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<CommitteeFilter>('name');
  const [openSlug, setOpenSlug] = useState<string | null>(null);
  const chooseFilter = (value: string) => {
    const chosen = COMMITTEE_FILTERS.find((option) => option.value === value);
    if (chosen) setFilter(chosen.value);
  };

  const shown = selectCommittees(committees, filter, search);

  return (
    <>
      <Toaster />
      <div className="committee-tools">
        <Field label="Search">
          {(control) => (
            <input
              {...control}
              type="search"
              placeholder="Search For Committees"
              value={search}
              disabled={committees.length === 0}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
        </Field>
        <Field label="Filter By">
          {(control) => (
            <select {...control} value={filter} onChange={(event) => chooseFilter(event.target.value)}>
              {COMMITTEE_FILTERS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <p className="visually-hidden" role="status">
        {committees.length ? `${shown.length} committees shown` : ''}
      </p>
      {committees.length > 0 && shown.length === 0 ? (
        <EmptyState>{NO_COMMITTEES_TEXT}</EmptyState>
      ) : (
        <ul className={loaded ? 'committee-list' : 'committee-list committee-list--loading'} role="list" aria-busy={!loaded}>
          {shown.map((committee) => (
            <li key={committee.slug}>
              <CommitteeCard committee={committee} onOpen={() => setOpenSlug(committee.slug)} />
            </li>
          ))}
        </ul>
      )}
      <CommitteePopup key={openSlug ?? 'closed'} slug={openSlug} onClose={() => setOpenSlug(null)} />
    </>
  );
}
