/**
 * What GET /v1/user_auth/content/texts-to-come answers (docs/decisions/071): the officers' texts of the events
 * to come and of their sign-up sheets' slots, which no public list gives whole, for the Site Content tool's list
 * of the texts without Spanish.
 */
import type { UpcomingEventTexts } from '../events';
import type { UpcomingSheetTexts } from '../signups';

export interface TextsToCome {
  /** The school's day the answer counts from, `yyyy-MM-dd`. */
  today: string;
  events: UpcomingEventTexts[];
  sheets: UpcomingSheetTexts[];
}

export const TEXTS_TO_COME_PATH = '/v1/user_auth/content/texts-to-come';
