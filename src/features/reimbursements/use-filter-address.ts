import { useCallback, useMemo } from 'react';
import { addressChanged, subscribeToAddress } from '../../shared/address';
import { useBrowserValue } from '../../shared/ui/use-hydrated';
import { currentSchoolYear, filterFromSearch, filterSearch, type ReimbursementFilter } from './list-filter';

const search = () => window.location.search;
const noSearch = () => '';

/**
 * The Reimbursements tab's filter as the address holds it: choosing one pushes its address, so Back returns to
 * the one before, and a copied link opens the same list (docs/decisions/036).
 */
export function useFilterAddress(): { filter: ReimbursementFilter; thisYear: number; setFilter: (filter: ReimbursementFilter) => void } {
  const query = useBrowserValue(subscribeToAddress, search, noSearch);
  const thisYear = currentSchoolYear();
  const filter = useMemo(() => filterFromSearch(query, thisYear), [query, thisYear]);
  const setFilter = useCallback((next: ReimbursementFilter) => {
    history.pushState(history.state, '', `${window.location.pathname}${filterSearch(next)}`);
    addressChanged();
  }, []);
  return { filter, thisYear, setFilter };
}
