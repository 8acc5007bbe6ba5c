import { useQuery } from '@tanstack/react-query';
import type { SelectOption } from '../field-definitions';
import { loadVolunteerActivities } from '../submit-form-api';
import { FORM_KEYS } from './keys';
import { useLang } from '../../../shared/i18n/text-context';

const NO_ACTIVITIES: readonly SelectOption[] = [];

/**
 * The volunteer activity list, the options of the forms' activity fields (SPEC section 7). A load failure
 * is logged and leaves the options empty (SPEC section 8).
 */
export function useVolunteerActivities(): { activities: readonly SelectOption[]; loading: boolean } {
  const lang = useLang();
  const { data, isPending } = useQuery({
    queryKey: FORM_KEYS.volunteerActivities(lang),
    queryFn: ({ signal }) => loadVolunteerActivities({ signal, lang }),
    meta: { failure: 'The volunteer activity list failed to load' },
  });
  return { activities: data ?? NO_ACTIVITIES, loading: isPending };
}
