/** The public forms' query keys. */
export const FORM_KEYS = {
  /** The options of the forms' activity fields (SPEC section 7, datasource). */
  volunteerActivities: ['forms', 'volunteer-activities'] as const,
};
