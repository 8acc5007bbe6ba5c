import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_READ } from '../../../shared/admin/admin-query';
import { NO_FILTER, type ReimbursementFilter } from '../../reimbursements';
import { PAGE_SIZE } from '../dashboard-model';
import type { FormType } from '../../forms';
import { listSubmissions } from '../form-data-api';
import { SUBMISSION_KEYS } from './keys';

/**
 * One page of a form's submissions (docs/decisions/013), reimbursements filtered by stage and school year;
 * the page shown stays until the next one is in.
 */
export const useSubmissions = (formType: FormType, page: number, filter: ReimbursementFilter = NO_FILTER) =>
  useQuery({
    ...ADMIN_READ,
    queryKey: SUBMISSION_KEYS.submissions(formType, page, filter),
    queryFn: ({ signal }) => listSubmissions(formType, page, PAGE_SIZE, signal, filter),
    placeholderData: keepPreviousData,
  });
