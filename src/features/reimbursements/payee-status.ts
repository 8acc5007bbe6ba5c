/**
 * The payee's status page (docs/decisions/037, DESIGN section 9): what the answer of
 * GET /v1/api/reimbursement-status/{token} reads as: a headline, the steps reached and still ahead, and
 * dates in the school's zone. Pure rules, unit tested beside; the island only draws them.
 */
import { tz } from '@date-fns/tz';
import { format, isValid, parseISO } from 'date-fns';
import { EVENT_TIME_ZONE } from '../events';
import { STAGE_LABELS, type ReimbursementStatus, type Stage } from './stages';
import { dateOptionsOf } from '../../shared/i18n/dates';
import type { Lang } from '../../shared/i18n/lang';

/** A status link's token: 32 bytes in base64url, an HMAC of the row under the server's secret (docs/decisions/035, 049). */
const STATUS_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const isStatusToken = (value: string): boolean => STATUS_TOKEN.test(value);

/** The token of /volunteers/reimbursement-status/{token} (or its Spanish twin under /es/); '' when the address names none. */
export function statusTokenFromPath(pathname: string): string {
  const [, token = ''] = /^(?:\/es)?\/volunteers\/reimbursement-status\/([^/]*)\/?$/.exec(pathname) ?? [];
  return token;
}

export const STATUS_MESSAGES = {
  notFoundHeading: 'Request not found',
  notFound: 'We could not find this reimbursement request. Please check the link in your confirmation e-mail, or contact the HSA.',
  loadFailed: 'Sorry, the status of your request could not be loaded. Please try again in a moment.',
  summary: {
    submitted: 'We received your request. It is waiting for the HSA’s approval.',
    approved: 'Your request was approved. Next, a second HSA officer records the payment; a check takes one to two weeks.',
    paid: 'Your request was paid by check.',
    declined: 'Your request was declined. The HSA sent you the reason by e-mail.',
  } satisfies Record<Stage, string>,
} as const;

/** The way a request goes when nothing stops it; a decline ends it wherever it happens. */
const PATH: readonly Stage[] = ['submitted', 'approved', 'paid'];

export interface StatusStep {
  stage: Stage;
  label: string;
  /** When the step was reached (ISO 8601), or null while it is still ahead. */
  at: string | null;
  /** The last step reached. */
  current: boolean;
}

/**
 * Submitted -> Approved -> Paid, or -> Declined: the steps reached with their dates, then those still ahead, named
 * in the page's language (English unless given).
 */
export function statusSteps(status: ReimbursementStatus, labels: Readonly<Record<Stage, string>> = STAGE_LABELS): StatusStep[] {
  const history = status.history.length > 0 ? status.history : [{ stage: 'submitted' as const, at: status.submitted_at }];
  const reached = history.map(({ stage, at }) => ({ stage, at }));
  const last = reached.at(-1)?.stage ?? 'submitted';
  const ahead = status.stage !== 'declined' && PATH.includes(last) ? PATH.slice(PATH.indexOf(last) + 1) : [];
  return [
    ...reached.map(({ stage, at }, index) => ({ stage, label: labels[stage], at, current: index === reached.length - 1 })),
    ...ahead.map((stage) => ({ stage, label: labels[stage], at: null, current: false })),
  ];
}

const LONG_DATE: Readonly<Record<Lang, string>> = { en: 'MMMM d, yyyy', es: "d 'de' MMMM 'de' yyyy" };

/** An ISO 8601 time as its day in New York: 'November 24, 2026', '24 de noviembre de 2026'; '' when not valid. */
export function statusDay(value: string, lang: Lang = 'en'): string {
  const instant = new Date(value);
  return isValid(instant) ? format(instant, LONG_DATE[lang], { in: tz(EVENT_TIME_ZONE), ...dateOptionsOf(lang) }) : '';
}

/** A check's day `yyyy-MM-dd` as written: 'November 30, 2026', '30 de noviembre de 2026'; '' when not valid. */
export function checkDay(value: string, lang: Lang = 'en'): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseISO(value) : null;
  return day && isValid(day) ? format(day, LONG_DATE[lang], dateOptionsOf(lang)) : '';
}

/** '$1,234.50' */
export { formatDollars as statusMoney } from '../forms';
