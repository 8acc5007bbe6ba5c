import type { FormType } from '../forms';

/** The Forms dashboard's query keys: `['forms', resource, ...params]`. */
export const FORM_KEYS = {
  submissions: (formType: FormType, page: number) => ['forms', 'submissions', formType, page] as const,
  activities: ['forms', 'activities'] as const,
};
