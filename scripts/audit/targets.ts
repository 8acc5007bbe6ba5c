/**
 * What `npm run audit` measures: every public page and admin screen, and the popups a page can open.
 * `static` marks pages with no island at all: prebuilt HTML with the site frame's one script and, where
 * they need one, a small script of their own (DESIGN section 7; docs/decisions/038 and 040). `budgetKb` is
 * the page's script budget (gzip, DESIGN section 7; docs/decisions/040).
 */
import type { Page } from '@playwright/test';
import { pathIn } from '../../src/shared/i18n/lang';

export interface AuditTarget {
  name: string;
  path: string;
  /** Signed in as the demo administrator (every tool is open to them). */
  signedIn?: boolean;
  static?: boolean;
  /** At most this many KB (gzip) of script loaded at start. */
  budgetKb?: number;
  /** A public page: held to the performance bar (98); an admin screen is held to a target of 95 (docs/decisions/046). */
  public?: boolean;
  /** A page behind a private link, kept out of search results on purpose (`noindex`). */
  privateLink?: boolean;
  /** Lighthouse skips it (the 404 page answers 404 on purpose, which Lighthouse's SEO check counts against it). */
  axeOnly?: boolean;
  /** Opens the page's popup for a second axe pass. */
  popup?: { name: string; open: (page: Page) => Promise<void> };
}

const opensDialog = (opener: (page: Page) => ReturnType<Page['locator']>) => async (page: Page) => {
  await opener(page).first().click();
  await page.getByRole('dialog').first().waitFor();
};
const clickFirst = (selector: string) => opensDialog((page) => page.locator(selector));
const clickButton = (name: string | RegExp) => opensDialog((page) => page.getByRole('button', { name }));

/** The Event Editor replaces the Events Manager's list rather than opening a dialog. */
async function openEventEditor(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add Event' }).click();
  await page.getByRole('heading', { name: 'New Event' }).waitFor();
}

/** Every public page loads at most this much script at start (gzip), in both languages (docs/decisions/073). */
export const PUBLIC_BUDGET_KB = 60;

export function auditTargets(sample: { gradeSlug?: string; eventId?: string; statusPage?: string }): AuditTarget[] {
  const targets: AuditTarget[] = [
    {
      name: 'Home',
      path: '/',
      public: true,
      budgetKb: PUBLIC_BUDGET_KB,
      popup: { name: 'event popup', open: clickFirst('button.home-event') },
    },
    { name: 'About Us', path: '/aboutus', public: true, static: true, budgetKb: 15 },
    { name: 'Contact Us', path: '/contactus', public: true, static: true, budgetKb: 10 },
    {
      name: 'Committees',
      path: '/committees',
      public: true,
      popup: { name: 'committee popup', open: clickFirst('button.committee-card') },
    },
    { name: 'Grades', path: '/grades', public: true, budgetKb: 15 },
    {
      name: 'Events',
      path: '/events',
      public: true,
      popup: { name: 'event popup', open: clickFirst('button.event-dot:visible, button.month-events__open:visible') },
    },
    { name: 'Volunteers', path: '/volunteers', public: true, static: true, budgetKb: 10 },
    { name: 'Reimbursement Letter', path: '/volunteers/reimbursement-letter', public: true, static: true, budgetKb: 10 },
    { name: 'Volunteer Forms', path: '/volunteers/forms', public: true },
    // A payee's status page and a volunteer's manage page open with a private token that only a mail carries. Both
    // are drawn on request and answer 404 for a token that names nothing, which Lighthouse does not load. The status
    // page is measured with the link of a request the audit sends (audit.ts), its axe pass also with an unknown
    // token. A sign-up's answer carries no link (only its mail does): the manage page is checked with axe with an
    // unknown token, and with a real sign-up by the browser tests (axe, budgets; docs/decisions/090).
    ...(sample.statusPage ? [{ name: 'Reimbursement Status', path: sample.statusPage, public: true, privateLink: true }] : []),
    {
      name: 'Reimbursement Status not found',
      path: '/volunteers/reimbursement-status/audit-sample-token',
      public: true,
      privateLink: true,
      axeOnly: true,
    },
    { name: 'Manage Sign-up not found', path: '/volunteers/signup/audit-sample-token', public: true, privateLink: true, axeOnly: true },
    { name: 'Not found', path: '/no-such-page', static: true, axeOnly: true, budgetKb: 10 },
    { name: 'Admin Login', path: '/access/login' },
    { name: 'Admin Home', path: '/access', signedIn: true, popup: { name: 'Admin Menu', open: clickButton('Admin Menu') } },
    { name: 'Events Tool', path: '/access/events', signedIn: true, popup: { name: 'Event Editor', open: openEventEditor } },
    { name: 'Committee Tool', path: '/access/committees', signedIn: true },
    { name: 'Grade Tool', path: '/access/grades', signedIn: true },
    { name: 'Forms', path: '/access/forms', signedIn: true },
    { name: 'Site Content', path: '/access/content', signedIn: true },
    { name: 'Users', path: '/access/users', signedIn: true, popup: { name: 'reset password', open: clickButton(/^Reset password of /) } },
    { name: 'Account', path: '/access/account', signedIn: true },
  ];
  if (sample.gradeSlug) {
    targets.splice(5, 0, {
      name: 'Grade page',
      path: `/grades/${sample.gradeSlug}`,
      public: true,
      popup: { name: 'event popup', open: clickFirst('button.grade-event-card') },
    });
  }
  // /events/{id} opens the event popup on load: Lighthouse measures the page with the popup open.
  if (sample.eventId)
    targets.splice(targets.findIndex((target) => target.name === 'Events') + 1, 0, {
      name: 'Event (popup open)',
      path: `/events/${sample.eventId}`,
      public: true,
    });
  return withSpanishTwins(
    targets.map((target) => (target.public && target.budgetKb === undefined ? { ...target, budgetKb: PUBLIC_BUDGET_KB } : target)),
  );
}

/**
 * Each public page again in Spanish, at its /es/ address, held to the same bars and budgets
 * (docs/decisions/068): a language ships only its own texts, so the budgets do not grow.
 */
function withSpanishTwins(targets: AuditTarget[]): AuditTarget[] {
  return targets.flatMap((target) =>
    target.public || target.axeOnly ? [target, { ...target, name: `${target.name} (es)`, path: pathIn('es', target.path) }] : [target],
  );
}
