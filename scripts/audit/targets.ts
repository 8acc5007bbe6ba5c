/**
 * What `npm run audit` measures: every public page and admin screen, and the popups a page can open.
 * `static` marks pages with no interactive feature: they may ship only the site frame's islands
 * (navigation and the footer's sign-in link), DESIGN section 7.
 */
import type { Page } from '@playwright/test';

export interface AuditTarget {
  name: string;
  path: string;
  /** Signed in as the demo administrator (every tool is open to them). */
  signedIn?: boolean;
  static?: boolean;
  /** Lighthouse skips it (the 404 page answers 404 on purpose, which Lighthouse's SEO check counts against it). */
  axeOnly?: boolean;
  /** Opens the page's popup for a second axe pass. */
  popup?: { name: string; open: (page: Page) => Promise<void> };
}

/** The site frame's islands: what a page without interactive features may load. */
export const FRAME_ISLANDS = ['SiteHeader', 'FooterUser'];

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

export function auditTargets(sample: { gradeSlug?: string; eventId?: string }): AuditTarget[] {
  const targets: AuditTarget[] = [
    { name: 'Home', path: '/', popup: { name: 'event popup', open: clickFirst('button.home-event') } },
    { name: 'About Us', path: '/aboutus' },
    { name: 'Contact Us', path: '/contactus', static: true },
    { name: 'Committees', path: '/committees', popup: { name: 'committee popup', open: clickFirst('button.committee-card') } },
    { name: 'Grades', path: '/grades' },
    { name: 'Events', path: '/events', popup: { name: 'event popup', open: clickFirst('button.event-dot') } },
    { name: 'Volunteers', path: '/volunteers' },
    { name: 'Reimbursement Letter', path: '/volunteers/reimbursement-letter' },
    { name: 'Volunteer Forms', path: '/volunteers/forms' },
    { name: 'Not found', path: '/no-such-page', static: true, axeOnly: true },
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
      popup: { name: 'event popup', open: clickFirst('button.grade-event-card') },
    });
  }
  // /events/{id} opens the event popup on load: Lighthouse measures the page with the popup open.
  if (sample.eventId)
    targets.splice(targets.findIndex((target) => target.name === 'Events') + 1, 0, {
      name: 'Event (popup open)',
      path: `/events/${sample.eventId}`,
    });
  return targets;
}
