import { expect, test, type Locator, type Page } from '../support/test';
import { gotoHydrated } from '../support/hydration';
import { expectNoAxeViolations } from '../support/a11y';
import { holdsZod } from '../support/scripts';
import { auth, openSignedInAs, tokenFor } from '../support/sign-in';
import { addEventPhoto, createEvent, createGrade, deleteGrade, marker, schoolDay, type TestEvent, type TestGrade } from '../support/events';
import { formData, treasurerToken } from '../support/forms';

/**
 * The event popup (SPEC, Event popup) opened from a grade page of the test's own. The browser's clock
 * stands in March 2044, so the grade page opens on the month of these events and "past" is fixed.
 * Playwright's fake clock makes every `new Date()` a plain Date, which drops @date-fns/tz's zone: under it
 * the browser runs in the school's zone. The last test runs on real time in another zone instead.
 */
const NOW = new Date('2044-03-20T16:00:00Z');
const tag = marker();
let editor: string;
let grade: TestGrade;
let past: TestEvent;
let future: TestEvent;
let links: TestEvent;
let photos: string[];

test.beforeAll(async ({ request }) => {
  editor = await tokenFor(request, 'editor');
  grade = await createGrade(request, editor, `Popup Grade ${tag}`, '#2e7d32');
  past = await createEvent(request, editor, {
    title: `Spring Picnic ${tag}`,
    startDt: '2044-03-05T11:00',
    endDt: '2044-03-05T14:00',
    location: 'Parish Field',
    description: 'Bring a blanket.',
    grade_list: [grade.slug, 'kindergarten'],
    event_links: [{ key: 'Sign Up', value: 'https://signup.example.org/picnic' }],
  });
  photos = [await addEventPhoto(request, editor, past.id, 'first.jpg'), await addEventPhoto(request, editor, past.id, 'second.jpg')];
  links = await createEvent(request, editor, {
    title: `Links Night ${tag}`,
    startDt: '2044-03-12T18:00',
    endDt: '2044-03-14T15:00',
    description: 'Try javascript:alert(1) or data:text/html,x then <b>bold</b> at example.org/x or write mailto:a@b.org today.',
    grade_list: [grade.slug],
  });
  future = await createEvent(request, editor, {
    title: `Science Night ${tag}`,
    startDt: '2044-03-25T18:00',
    endDt: '2044-03-25T20:00',
    grade_list: [grade.slug],
  });
});

test.afterAll(async ({ request }) => {
  await deleteGrade(request, editor, grade._id);
});

async function openFromGradePage(page: Page, event: TestEvent) {
  await page.clock.setFixedTime(NOW);
  await gotoHydrated(page, `/grades/${grade.slug}`);
  // The list opens on the page that starts with the next event (docs/decisions/054): earlier ones are a page back.
  await expect(page.getByRole('heading', { name: 'March 2044', level: 3 })).toBeVisible();
  if (event.endDt.slice(0, 10) < schoolDay(NOW)) await page.getByRole('button', { name: 'Previous', exact: true }).click();
  const card = page.getByRole('button', { name: new RegExp(event.title) });
  await card.click();
  const popup = page.getByRole('dialog', { name: event.title });
  await expect(popup).toBeVisible();
  return { card, popup };
}

test.describe('event popup in March 2044', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('the gallery view shows title, location, grade pills, dates, photos, links and calendar links; Escape returns focus', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { card, popup } = await openFromGradePage(page, past);
    // SPEC section 9: 70% of a window at least 770 px wide.
    const box = (await popup.boundingBox())!;
    expect(Math.round(box.width)).toBe(Math.round(1280 * 0.7));
    await expect(popup.getByText('Parish Field')).toBeVisible();
    const pills = popup.getByRole('list', { name: 'Grades' }).getByRole('listitem');
    await expect(pills).toHaveText([`Popup Grade ${tag}`, 'Kindergarten']);
    await expect(popup.getByText('Mar 05, 2044')).toBeVisible();
    await expect(popup.getByText('11:00 a.m. - 2:00 p.m.')).toBeVisible();
    await expect(popup.getByText('Bring a blanket.')).toBeVisible();
    await expect(popup.getByRole('link', { name: /Sign Up/ })).toHaveAttribute('href', 'https://signup.example.org/picnic');

    // Photos in upload order, the first shown large; the carousel is padded to 5 slots.
    const large = popup.locator('.event-gallery__large');
    await expect(large).toHaveAttribute('src', photos[0]!);
    await expect(popup.getByRole('button', { name: /^Show photo \d of 2$/ })).toHaveCount(2);
    await expect(popup.locator('.thumbnails__slot')).toHaveCount(5);
    await expect(popup.locator('.thumbnails__slot--empty')).toHaveCount(3);
    await expect(popup.getByRole('link', { name: 'Add photos in the Events Tool' })).toHaveCount(0);
    await popup.getByRole('button', { name: 'Show photo 2 of 2' }).click();
    await expect(large).toHaveAttribute('src', photos[1]!);
    await expect(popup.getByRole('button', { name: 'Show photo 2 of 2' })).toHaveAttribute('aria-pressed', 'true');

    await expect(popup.getByRole('link', { name: /Calendar file/ })).toHaveAttribute('href', `/v2/api/calendar/event/${past.id}.ics`);
    const google = new URL((await popup.getByRole('link', { name: /Google Calendar/ }).getAttribute('href'))!);
    expect(google.searchParams.get('dates')).toBe('20440305T110000/20440305T140000');
    expect(google.searchParams.get('ctz')).toBe('America/New_York');
    expect(google.searchParams.get('text')).toBe(past.title);
    await expectNoAxeViolations(page, 'event popup at 1280');

    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(card).toBeFocused();
  });

  test('a description becomes text and safe links only; an event not yet over offers no feedback', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const { popup } = await openFromGradePage(page, links);
    const description = popup.locator('.event-description');
    await expect(description.getByRole('link', { name: /example\.org\/x/ })).toHaveAttribute('href', 'https://example.org/x');
    await expect(description.getByRole('link', { name: 'mailto:a@b.org' })).toHaveAttribute('href', 'mailto:a@b.org');
    await expect(description.getByRole('link')).toHaveCount(2);
    await expect(description).toContainText('javascript:alert(1)');
    await expect(description).toContainText('data:text/html,x');
    await expect(description).toContainText('<b>bold</b>');
    await expect(description.locator('b')).toHaveCount(0);
    // Several days: start and end each with a time, in the same date style as one day (docs/decisions/054).
    await expect(popup.getByText('Mar 12, 2044 6:00 p.m.')).toBeVisible();
    await expect(popup.getByText('Mar 14, 2044 3:00 p.m.')).toBeVisible();
    // Without photos the large image is the default one.
    await expect(popup.locator('.event-gallery__large')).toHaveAttribute('src', '/images/event-default.svg');
    await expect(popup.getByRole('button', { name: 'Feedback' })).toBeVisible();
    await page.keyboard.press('Escape');

    // The coming event is on the page the list opened on, one page on.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: new RegExp(future.title) }).click();
    const futurePopup = page.getByRole('dialog', { name: future.title });
    await expect(futurePopup.getByText('Mar 25, 2044')).toBeVisible();
    await expect(futurePopup.getByRole('button', { name: 'Feedback' })).toHaveCount(0);
  });

  test('at 390 px: thumbnail steps, then feedback: the error summary when incomplete, the counter, the success toast and the confirmation panel, a reset form and the stored row', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Instant scrolling, so each arrow press lands before the next (the slider honours reduced motion).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The feedback form's code, and zod (which its checks use), load only when the form is wanted.
    const formCode: Promise<string | null>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const name = new URL(response.url()).pathname;
      formCode.push(response.body().then((body) => (/\/EventFeedback\./.test(name) || holdsZod(body) ? name : null)));
    });
    const formCodeNames = async () => (await Promise.all(formCode)).filter((name) => name !== null);
    const { popup } = await openFromGradePage(page, past);
    // SPEC section 9: 90% of a window under 770 px.
    expect(Math.round((await popup.boundingBox())!.width)).toBe(Math.round(390 * 0.9));
    // Thumbnail arrows step 272 px and are disabled at the ends.
    const previous = popup.getByRole('button', { name: 'Previous photos' });
    const next = popup.getByRole('button', { name: 'Next photos' });
    const track = popup.locator('.thumbnails__track');
    await expect(previous).toBeDisabled();
    await next.click();
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBe(272);
    await expect(previous).toBeEnabled();
    await next.click();
    await expect(next).toBeDisabled();
    await previous.click();
    await previous.click();
    await expect(previous).toBeDisabled();
    await expectNoAxeViolations(page, 'event popup at 390');
    expect(await formCodeNames(), 'the feedback form loaded before it was wanted').toEqual([]);
    await popup.getByRole('button', { name: 'Feedback' }).click();
    await expect(popup.getByRole('button', { name: 'Back To Event' })).toBeVisible();
    const loadedForForm = await formCodeNames();
    expect(
      loadedForForm.filter((name) => /\/EventFeedback\./.test(name)),
      'the form',
    ).toHaveLength(1);
    expect(
      loadedForForm.filter((name) => !/\/EventFeedback\./.test(name)),
      'zod',
    ).not.toEqual([]);
    await expect(popup.getByRole('heading', { name: past.title })).toBeFocused();
    const radios = popup.getByRole('radiogroup', { name: 'How would you rate this event?' }).getByRole('radio');
    await expect(radios).toHaveCount(10);
    await expect(popup.getByRole('radio', { name: '1 Poor' })).toBeVisible();
    await expect(popup.getByRole('radio', { name: '10 Outstanding' })).toBeVisible();

    // Submit stays enabled (docs/decisions/062): pressed empty, the summary carries the spec's warning.
    await popup.getByRole('button', { name: 'Submit' }).click();
    await expect(
      popup.getByRole('alert').filter({ hasText: 'Please select a event rating & add some feedback notes before submission' }),
    ).toBeVisible();
    const text = popup.getByLabel('Feedback', { exact: true });
    await expect(popup.getByText('500 characters left')).toBeVisible();
    await text.fill('x'.repeat(600));
    await expect(text).toHaveValue('x'.repeat(500));
    await expect(popup.getByText('0 characters left')).toBeVisible();
    const note = `Great picnic ${tag}`;
    await text.fill(note);
    await expect(popup.getByText(`${500 - note.length} characters left`)).toBeVisible();
    // Rating still missing: the same warning, the summary down to its one link, nothing sent.
    await popup.getByRole('button', { name: 'Submit' }).click();
    await expect(popup.getByText('Please select a event rating & add some feedback notes before submission')).toBeVisible();
    await expect(popup.getByRole('alert').getByRole('link')).toHaveText(['Rating: Please choose one of the options.']);

    // Back To Event and back again keeps what was typed.
    await popup.getByRole('button', { name: 'Back To Event' }).click();
    await expect(popup.getByRole('button', { name: 'Feedback' })).toBeFocused();
    await popup.getByRole('button', { name: 'Feedback' }).click();
    await expect(text).toHaveValue(note);
    await popup.getByRole('radio', { name: '9' }).check();
    await expectNoAxeViolations(page, 'event feedback at 390');
    const sent = page.waitForResponse((response) => response.url().endsWith('/v1/api/submit-form'));
    await popup.getByRole('button', { name: 'Submit' }).click();
    expect((await sent).status()).toBe(200);
    await expect(popup.getByRole('alert').filter({ hasText: 'Feedback Submitted Successfully' })).toBeVisible();
    // SPEC, Event popup: the gallery view returns, with the confirmation above it (docs/decisions/062).
    const panel = popup.getByRole('region', { name: 'Thank you, we received your feedback' });
    await expect(panel).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Feedback' })).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Back To Event' })).toHaveCount(0);
    const reference = (await panel.locator('.form-confirmation__reference-value').textContent())!;
    await popup.getByRole('button', { name: 'Feedback' }).click();
    // Giving feedback again leaves the confirmation of the last one behind.
    await expect(panel).toHaveCount(0);
    await expect(text).toHaveValue('');
    await expect(popup.getByRole('radio', { checked: true })).toHaveCount(0);

    const treasurer = await treasurerToken(request);
    const rows = (
      (await (await request.get(`${formData('event_feedback')}?page=1&page_size=50`, { headers: auth(treasurer) })).json()) as {
        results: Array<{ form_data: Record<string, unknown>; reference?: string }>;
      }
    ).results;
    const row = rows.find((candidate) => candidate.form_data.feedback === note);
    expect(row?.reference, 'the panel quotes the stored reference').toBe(reference);
    expect(row?.form_data).toEqual({
      rating: 9,
      feedback: note,
      event_name: past.name,
      event_title: past.title,
      event_date: '2044-03-05T11:00',
    });
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px the feedback explains itself: Submit pressed empty shows the error summary, whose links move focus to the fields`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      const { popup } = await openFromGradePage(page, past);
      await popup.getByRole('button', { name: 'Feedback' }).click();
      // The scale's ends stand by 1 and by 10: both under one row of ten; on a phone, Poor above the first
      // row of five and Outstanding under the second.
      const box = async (locator: Locator) => (await locator.boundingBox())!;
      const [one, ten] = [await box(popup.locator('.rating__number').first()), await box(popup.locator('.rating__number').last())];
      const [poor, outstanding] = [
        await box(popup.locator('.rating__end', { hasText: 'Poor' })),
        await box(popup.locator('.rating__end', { hasText: 'Outstanding' })),
      ];
      expect(Math.abs(poor.x - one.x)).toBeLessThan(4);
      expect(Math.abs(outstanding.x + outstanding.width - (ten.x + ten.width))).toBeLessThan(4);
      expect(outstanding.y).toBeGreaterThan(ten.y + ten.height);
      if (width === 390) expect(poor.y + poor.height).toBeLessThanOrEqual(one.y);
      else expect(poor.y).toBeGreaterThan(one.y + one.height);
      await popup.getByRole('button', { name: 'Submit' }).click();
      const summary = popup.getByRole('alert').filter({ hasText: 'There is a problem' });
      await expect(summary).toBeFocused();
      await expect(summary).toContainText('Please select a event rating & add some feedback notes before submission');
      await expect(summary.getByRole('link')).toHaveText([
        'Rating: Please choose one of the options.',
        'Feedback: This field is required.',
      ]);
      const text = popup.getByLabel('Feedback', { exact: true });
      await expect(text).toHaveAttribute('aria-invalid', 'true');
      await expect(popup.getByRole('radiogroup', { name: 'How would you rate this event?' })).toContainText(
        'Please choose one of the options.',
      );
      await expectNoAxeViolations(page, `event feedback's error summary at ${width}`);
      await summary.getByRole('link', { name: /^Feedback:/ }).click();
      await expect(text).toBeFocused();
      await summary.getByRole('link', { name: /^Rating:/ }).click();
      await expect(popup.getByRole('radio', { name: '1 Poor' })).toBeFocused();
      // The summary follows the fields, and goes once both are filled.
      await text.fill(`Fine ${tag}`);
      await expect(summary.getByRole('link')).toHaveText(['Rating: Please choose one of the options.']);
      await popup.getByRole('radio', { name: '7' }).check();
      await expect(summary).toBeHidden();
    });

    test(`at ${width} px, once sent, the confirmation panel shows the feedback's reference and what happens next`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      const { popup } = await openFromGradePage(page, past);
      await popup.getByRole('button', { name: 'Feedback' }).click();
      await popup.getByRole('radio', { name: '8' }).check();
      await popup.getByLabel('Feedback', { exact: true }).fill(`Panel at ${width} ${tag}`);
      await popup.getByRole('button', { name: 'Submit' }).click();
      // The spec's toast stays.
      await expect(popup.getByRole('alert').filter({ hasText: 'Feedback Submitted Successfully' })).toBeVisible();
      const panel = popup.getByRole('region', { name: 'Thank you, we received your feedback' });
      await expect(panel.getByRole('heading', { name: 'Thank you, we received your feedback' })).toBeFocused();
      // The gallery view is back (SPEC, Event popup), the confirmation above it; the panel has no button of its own.
      await expect(popup.getByRole('button', { name: 'Feedback' })).toBeVisible();
      await expect(panel.getByRole('button')).toHaveCount(0);
      await expect(panel.locator('.form-confirmation__reference-value')).toHaveText(/^HSA-\d{4}-\d{4}$/);
      await expect(panel).toContainText('Your feedback goes to the HSA officers, who read every reply.');
      await expect(panel).toContainText(past.title);
      await expect(panel).toContainText('8 of 10');
      // Feedback has no e-mail field: no copy is mailed, and the panel does not say so.
      await expect(panel).not.toContainText('We have e-mailed a copy');
      await expectNoAxeViolations(page, `event feedback's confirmation at ${width}`);
    });
  }

  test.describe('an event deleted after the list loaded', () => {
    // The spec logs the failed read along with its toast (SPEC section 8): that error is provoked here.
    test.use({ allowedConsoleErrors: [/\[toast\] Sorry, We are unable to retrieve this event/] });

    test('the toast and No Event Information', async ({ page, request }) => {
      const gone = await createEvent(request, editor, {
        title: `Gone Soon ${tag}`,
        startDt: '2044-03-28T09:00',
        endDt: '2044-03-28T10:00',
        grade_list: [grade.slug],
      });
      await page.clock.setFixedTime(NOW);
      await gotoHydrated(page, `/grades/${grade.slug}`);
      // The page is drawn on today's month; its pager works once the island shows the clock's month (March 2044).
      await expect(page.getByRole('heading', { name: 'March 2044', level: 3 })).toBeVisible();
      // The list opens on the page that starts with the next event, the 25th, which holds the 28th too.
      const card = page.getByRole('button', { name: new RegExp(gone.title) });
      await expect(card).toBeVisible();
      expect((await request.delete(`/v2/api/event/delete/${gone.id}`, { headers: auth(editor) })).status()).toBe(200);
      await card.click();
      const popup = page.getByRole('dialog', { name: 'No Event Information' });
      await expect(popup).toBeVisible();
      await expect(popup.getByRole('alert').filter({ hasText: 'Sorry, We are unable to retrieve this event' })).toBeVisible();
    });
  });
});

test.describe('an address naming no event', () => {
  // The browser logs the page's own 404 answer.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('answers 404 with No Event Information, what may have happened, and a link to the calendar', async ({ page }) => {
    const response = await gotoHydrated(page, '/events/no-such-event');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Event Not Found');
    await expect(page.getByRole('heading', { level: 1, name: 'No Event Information' })).toBeVisible();
    await expect(page.getByText('We could not find this event.')).toBeVisible();
    await expectNoAxeViolations(page, 'unknown event address');
    await page.getByRole('link', { name: 'See the events calendar' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole('heading', { level: 1, name: 'HSA Events' })).toBeVisible();
  });
});

test.describe('event popup today', () => {
  // A visitor in California still reads the school's wall times.
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('an is_admin user sees the admin variant of the empty photo slots; times stay in the school zone', async ({ page, request }) => {
    // Real time here: the admin's token must not look expired. An event this month of the test's grade.
    const today = schoolDay();
    const event = await createEvent(request, editor, {
      title: `Admin View ${tag}`,
      startDt: `${today}T00:00`,
      endDt: `${today}T23:59`,
      grade_list: [grade.slug],
    });
    await addEventPhoto(request, editor, event.id, 'only.jpg');
    await openSignedInAs(page, 'admin');
    await gotoHydrated(page, `/grades/${grade.slug}`);
    // School-wide events of this month share the grade's pages (docs/decisions/029): page on until it shows.
    const card = page.getByRole('button', { name: new RegExp(event.title) });
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await expect(page.locator('.grade-event-card').first()).toBeVisible();
    while (!(await card.isVisible()) && (await next.isVisible()) && (await next.isEnabled())) await next.click();
    await card.click();
    const popup = page.getByRole('dialog', { name: event.title });
    const add = popup.getByRole('link', { name: 'Add photos in the Events Tool' });
    await expect(add).toHaveAttribute('href', '/access/events');
    await expect(add).toHaveCount(1);
    await expect(popup.locator('.thumbnails__slot--admin')).toHaveCount(4);
    await expect(popup.locator('.thumbnails__slot--empty')).toHaveCount(0);
    await expect(popup.getByText('12:00 a.m. - 11:59 p.m.')).toBeVisible();
    await expectNoAxeViolations(page, 'event popup, admin view');
  });
});

test.describe('event popup: a link to share, and focus that stays inside', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test("'Copy link' copies the event's own address and says so politely", async ({ page }) => {
    await gotoHydrated(page, `/events/${future.id}`);
    const popup = page.getByRole('dialog', { name: future.title });
    await popup.getByRole('button', { name: 'Copy link' }).click();
    await expect(popup.getByRole('status')).toHaveText('Link copied');
    const origin = new URL(page.url()).origin;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/events/${future.id}`);
    await expectNoAxeViolations(page, 'event popup after Copy link');
  });

  test('without a clipboard the address shows selected, ready to copy', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined }));
    await gotoHydrated(page, `/events/${future.id}`);
    const popup = page.getByRole('dialog', { name: future.title });
    await popup.getByRole('button', { name: 'Copy link' }).click();
    const field = popup.getByRole('textbox', { name: 'Copy this link to share the event:' });
    const origin = new URL(page.url()).origin;
    await expect(field).toHaveValue(`${origin}/events/${future.id}`);
    await expect(field).toBeFocused();
    expect(await field.evaluate((input: HTMLInputElement) => input.selectionEnd! - input.selectionStart!)).toBe(
      `${origin}/events/${future.id}`.length,
    );
    await expect(popup.getByRole('status')).toHaveText('');
  });

  test('Tab and Shift+Tab cycle through the popup and never reach the page or its body', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, `/events/${past.id}`);
    const popup = page.getByRole('dialog', { name: past.title });
    await expect(popup.getByRole('button', { name: 'Copy link' })).toBeVisible();
    const stops = await popup.evaluate(
      (dialog) => dialog.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), textarea, select').length,
    );
    for (const key of ['Tab', 'Shift+Tab']) {
      const seen = new Set<string>();
      for (let press = 0; press < stops + 3; press += 1) {
        await page.keyboard.press(key);
        const place = await page.evaluate(() => {
          const active = document.activeElement;
          if (!document.hasFocus() || !active || active === document.body) return 'body';
          const what = `${active.tagName} ${active.textContent?.trim().slice(0, 40) ?? ''}`;
          return active.closest('dialog[open]') ? `dialog: ${what}` : `page: ${what}`;
        });
        expect(place, `after ${press + 1} presses of ${key}`).toMatch(/^dialog: /);
        seen.add(place);
      }
      // It went round: the close button and the popup's last control were both reached.
      expect(seen).toContain('dialog: BUTTON Close');
      expect(seen.size).toBeGreaterThan(3);
    }
  });
});
