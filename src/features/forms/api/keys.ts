import type { Lang } from '../../../shared/i18n/lang';

/** The public forms' query keys. */
export const FORM_KEYS = {
  /** The options of the forms' activity fields (SPEC section 7, datasource), as a page in `lang` reads them. */
  volunteerActivities: (lang: Lang) => ['forms', 'volunteer-activities', lang] as const,
};
