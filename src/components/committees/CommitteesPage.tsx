import { useEffect, useId, useState } from 'react';
import { apiCall } from '../../client/api';
import {
  COMMITTEE_FILTERS,
  NO_COMMITTEES_TEXT,
  selectCommittees,
  type CommitteeFilter,
  type CommitteeSummary,
} from '../../domain/committee';
import { Toaster } from '../shared/Toaster';
import { CommitteeCard } from './CommitteeCard';
import { CommitteePopup } from './CommitteePopup';
import './committees.css';

export const COMMITTEE_LIST_PATH = '/v2/api/formation/committee?include_fields=title,slug,leadership,links';

/** Search, filter and cards of the Committees page (SPEC, Committees page); a card opens the popup. */
export default function CommitteesPage() {
  const [committees, setCommittees] = useState<CommitteeSummary[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<CommitteeFilter>('name');
  const [openSlug, setOpenSlug] = useState<string | null>(null);
  const searchId = useId();
  const filterId = useId();

  useEffect(() => {
    apiCall<CommitteeSummary[]>(COMMITTEE_LIST_PATH)
      .then(setCommittees)
      .catch((error: unknown) => console.error('[EG02] committee list failed to load', error))
      .finally(() => setLoaded(true));
  }, []);

  const shown = selectCommittees(committees, filter, search);

  return (
    <>
      <Toaster />
      <div className="committee-tools">
        <div className="committee-tools__field">
          <label htmlFor={searchId}>Search</label>
          <input
            id={searchId}
            type="search"
            placeholder="Search For Committees"
            value={search}
            disabled={committees.length === 0}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="committee-tools__field">
          <label htmlFor={filterId}>Filter By</label>
          <select id={filterId} value={filter} onChange={(event) => setFilter(event.target.value as CommitteeFilter)}>
            {COMMITTEE_FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="visually-hidden" role="status">
        {committees.length ? `${shown.length} committees shown` : ''}
      </p>
      {committees.length > 0 && shown.length === 0 ? (
        <p className="empty-state">{NO_COMMITTEES_TEXT}</p>
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
