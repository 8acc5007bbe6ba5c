import { useQuery } from '@tanstack/react-query';
import { ADMIN_READ } from '../../../shared/admin/admin-query';
import { activityNames } from '../record-columns';
import { loadVolunteerActivities } from '../../forms';
import { SUBMISSION_KEYS } from './keys';

/** The volunteer activities' names by value, for the Volunteer Activity column (docs/decisions/013). */
export const useActivityNames = () =>
  useQuery({ ...ADMIN_READ, queryKey: SUBMISSION_KEYS.activities, queryFn: () => loadVolunteerActivities(), select: activityNames });
