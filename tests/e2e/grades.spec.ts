import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/a11y';
import { countDocumentKeydownListeners, documentKeydownListeners } from '../support/keyboard';
import { holdRequests } from '../support/hold-requests';
import { waitForIslands } from '../support/hydration';
import { auth, openSignedInAs, tokenFor } from '../support/sign-in';
import { FORMATION_MESSAGES } from '../../src/features/formations/formation-messages';
import { createEvent, deleteEvent, marker } from '../support/events';

interface GradeWithLeaders {
  title: string;
  slug: string;
  leadership: Array<{ name: string }>;
}

test.describe('grades', () => {
  test('the grades page shows a book card per grade in a slider with arrows disabled at the ends, four whole cards across 1280 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // Instant scrolling, so each arrow press lands before the next (the slider honours reduced motion).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/grades');
    await expect(page).toHaveTitle('Grades');
    await expect(page.getByRole('heading', { name: 'Our Grade Levels' })).toBeVisible();
    const grades = (await (await page.request.get('/v2/api/formation/grade?include_fields=title,slug,leadership')).json())
      .results as GradeWithLeaders[];
    const cards = page.locator('.grade-card');
    await expect(cards).toHaveCount(grades.length);
    const first = cards.first();
    await expect(first.getByRole('link', { name: grades[0]!.title, exact: true })).toHaveAttribute('href', `/grades/${grades[0]!.slug}`);
    const leader = grades[0]!.leadership.find((item) => item.name.toLowerCase() !== 'pending')!;
    await expect(first.getByText(leader.name)).toBeVisible();

    // Four whole cards fill the row: no strip of small cards above an empty page.
    const section = (await page.getByRole('region', { name: 'Our Grade Levels' }).boundingBox())!;
    const boxes = await cards.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
    const whole = boxes.filter((box) => box.left >= section.x - 1 && box.right <= section.x + section.width + 1);
    expect(whole).toHaveLength(4);
    expect(boxes[0]!.height).toBeGreaterThan(250);

    const previous = page.getByRole('button', { name: 'Previous grades' });
    const next = page.getByRole('button', { name: 'Next grades' });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    // Each press scrolls half the hidden overflow (SPEC, Grades index): two presses reach the end.
    await next.click();
    await expect(previous).toBeEnabled();
    await expect(next).toBeEnabled();
    await next.click();
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await expectNoAxeViolations(page, 'grades page at 1280px');

    // The whole card is the grade's link.
    await cards.last().click({ position: { x: 40, y: 40 } });
    await expect(page).toHaveURL(new RegExp(`/grades/${grades[grades.length - 1]!.slug}$`));
  });

  test('the grades page at 390 px: one card and the edge of the next, arrows of 220 px, and no hydration error over reloads', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/grades');
    const cards = page.locator('.grade-card');
    await expect(cards.first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const track = page.locator('.grade-shelf__track');
    await page.getByRole('button', { name: 'Next grades' }).click();
    await expect.poll(() => track.evaluate((element) => Math.round(element.scrollLeft))).toBe(220);
    await expectNoAxeViolations(page, 'grades page at 390px');
    // React error #418 (a hydration mismatch) showed now and then here: the fixture fails on any console error.
    for (let reload = 0; reload < 4; reload += 1) {
      await page.reload();
      await waitForIslands(page);
      await expect(cards.first()).toBeVisible();
    }
  });

  test('the grades page arrives drawn (docs/decisions/044): every card, cover and colour before any script or API answer', async ({
    page,
  }) => {
    const grades = (await (await page.request.get('/v2/api/formation/grade?include_fields=title,slug,colorCode')).json()).results as Array<{
      title: string;
      slug: string;
      colorCode: string;
    }>;
    const release = await holdRequests(page, /\/_astro\/.*\.js$|\/v2\/api\//);
    await page.goto('/grades', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Our Grade Levels' })).toBeVisible();
    // Other test files add grades meanwhile: the first, the demo's Pre-K, stays first.
    await expect(page.locator('.grade-card__link').first()).toHaveText(grades[0]!.title);
    // The spine takes the grade's colour from the page's hashed style element, not a style attribute.
    const first = page.locator('.grade-card').first();
    await expect(first).not.toHaveAttribute('style');
    const hex = grades[0]!.colorCode;
    const rgb = [0, 2, 4].map((at) => parseInt(hex.length === 3 ? hex[at / 2]!.repeat(2) : hex.slice(at, at + 2), 16));
    await expect(first).toHaveCSS('border-left-color', `rgb(${rgb.join(', ')})`);
    await expect(page.locator('.island-loading__busy, .skeleton').filter({ visible: true })).toHaveCount(0);
    release();
    await waitForIslands(page);
    await expect(page.locator('.grade-card__link').first()).toHaveText(grades[0]!.title);
    await expect(first).toHaveCSS('border-left-color', `rgb(${rgb.join(', ')})`);
  });

  test('a grade page arrives drawn (docs/decisions/044): title, heading, leaders and cards before any script or API answer', async ({
    page,
  }) => {
    const release = await holdRequests(page, /\/_astro\/.*\.js$|\/v2\/api\//);
    await page.goto('/grades/3rd-grade', { waitUntil: 'commit' });
    await expect(page).toHaveTitle('3rd Grade Page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore all your 3rd Grade events and activities');
    await expect(page.getByRole('heading', { name: '3rd Grade', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Events', level: 2 })).toBeVisible();
    await expect(page.locator('.grade-events__list .grade-event-card, .grade-events__list .empty-state').first()).toBeVisible();
    await expect(page.locator('.island-loading__busy, .skeleton').filter({ visible: true })).toHaveCount(0);
    release();
    await waitForIslands(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore all your 3rd Grade events and activities');
  });

  test('without JavaScript the grades page and a grade page show their content; its months and events open', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/grades');
    await expect(page.getByRole('heading', { name: 'Grades', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: '3rd Grade', exact: true })).toHaveAttribute('href', '/grades/3rd-grade');
    await expect(page.locator('.skeleton:visible, .spinner:visible')).toHaveCount(0);
    await page.goto('/grades/3rd-grade');
    await expect(page).toHaveTitle('3rd Grade Page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore all your 3rd Grade events and activities');
    await expect(page.getByRole('heading', { name: '3rd Grade', level: 2 })).toBeVisible();
    await expect(page.getByText("Paging through a month's events needs JavaScript.", { exact: false })).toBeVisible();
    await expect(page.locator('.skeleton:visible, .spinner:visible')).toHaveCount(0);
    // The next month's arrow asks for its month; a card opens its event's own page, with its popup.
    const shown = (await page.locator('.month-controls__heading').textContent())!;
    await page.locator('.month-controls__button').last().click();
    await expect(page).toHaveURL(/\/grades\/3rd-grade\?month=\d{4}-\d{2}$/);
    await expect(page.locator('.month-controls__heading')).not.toHaveText(shown);
    await page.locator('.month-controls__button').first().click();
    await expect(page.locator('.month-controls__heading')).toHaveText(shown);
    // An event of its own in a month of its own: the only card there, so drawn whatever other tests stored.
    const editor = await tokenFor(page.request, 'editor');
    const title = `Grade Night ${marker()}`;
    const event = await createEvent(page.request, editor, {
      title,
      startDt: '2099-08-12T18:00',
      endDt: '2099-08-12T19:00',
      location: 'Gym',
      grade_list: ['3rd-grade'],
    });
    try {
      await page.goto('/grades/3rd-grade?month=2099-08');
      await page.locator('.grade-event-card').filter({ hasText: title }).click();
      await expect(page).toHaveURL(new RegExp(`/events/${event.id}\\?month=2099-08$`));
      await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    } finally {
      await deleteEvent(page.request, editor, event.id);
    }
    await context.close();
  });

  test("a grade page loads cold with its title, heading, leaders and this month's events", async ({ page }) => {
    const grade = (await (await page.request.get('/v2/api/formation/grade/kindergarten')).json()).results as {
      title: string;
      leadership: Array<{ name: string }>;
    };
    // The grade page opens on the current month at the school (its cards are checked in grade-events.spec.ts).
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    const [year, month] = today.split('-').map(Number) as [number, number];
    const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
    const listed = (
      await (
        await page.request.get(
          `/v2/api/event?start_dt=${today.slice(0, 7)}-01&end_dt=${next}-01&grade_level=kindergarten&include_fields=id,title,endDt&per_page=30`,
        )
      ).json()
    ).results as Array<{ title: string; endDt: string }>;
    // The list opens on today (docs/decisions/054): its page starts with the first event not over before today.
    const first = listed.findIndex((event) => event.endDt.slice(0, 10) >= today);
    await page.goto('/grades/kindergarten');
    await expect(page).toHaveTitle(`${grade.title} Page`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Explore all your ${grade.title} events and activities`);
    await expect(page.getByText(grade.leadership[0]!.name)).toBeVisible();
    const monthName = new Date(Date.UTC(year, month - 1, 15)).toLocaleDateString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await expect(page.getByRole('heading', { name: monthName })).toBeVisible();
    const opening = first <= 0 ? listed.slice(0, 3) : listed.slice(first, first + 3);
    await expect(page.locator('.grade-event-card__title')).toHaveText(opening.map((event) => event.title));
    await expectNoAxeViolations(page, 'grade page');
  });

  test('an unknown grade shows the not-found content', async ({ page }) => {
    await page.goto('/grades/no-such-grade');
    await expect(page.getByText('Sorry this page was not found.')).toBeVisible();
  });

  test('a reorder made on an order another officer has since replaced is refused: the officer is told, and the list shows the stored order', async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(/\[toast\] Someone else changed the order of the grades/);
    const token = await tokenFor(request, 'editor');
    // The grade order and its version, as the Grade tool reads them (X-Version, docs/decisions/048).
    const storedOrder = async () => {
      const response = await request.get('/v2/api/formation/grade?include_fields=_id,title', { headers: auth(token) });
      const grades = (await response.json()).results as Array<{ _id: string; title: string }>;
      return { grades, version: Number(response.headers()['x-version']) };
    };
    const reorder = (grades: ReadonlyArray<{ _id: string }>, version: number) =>
      request.post('/v2/api/formation/reorder', {
        headers: auth(token),
        data: { reorderList: grades.map(({ _id }, order) => ({ _id, order })), version },
      });
    const before = await storedOrder();
    const titles = page.locator('.sortable-row .formation-row__title');

    // Every row on screen, so the keyboard drag never has to scroll the list.
    await page.setViewportSize({ width: 1280, height: 2000 });
    await countDocumentKeydownListeners(page);
    await openSignedInAs(page, 'editor', '/access/grades');
    await expect(titles).toHaveText(before.grades.map((grade) => grade.title));
    await page.waitForLoadState('networkidle');
    try {
      // Meanwhile another officer moves the first grade to the end.
      const theirs = [...before.grades.slice(1), before.grades[0]!];
      expect((await reorder(theirs, before.version)).status()).toBe(200);

      // This officer, on the list as it was loaded, moves the last grade up one place: Space, ArrowUp, Space.
      const moved = before.grades.at(-1)!.title;
      const announcement = page.locator('[id^="DndLiveRegion"]');
      await page.getByRole('button', { name: `Reorder ${moved}` }).focus();
      const listenersBefore = await documentKeydownListeners(page);
      await page.keyboard.press('Space');
      await expect(announcement).toHaveText(`${moved} is over position ${before.grades.length}.`);
      await expect.poll(() => documentKeydownListeners(page)).toBeGreaterThan(listenersBefore);
      await page.keyboard.press('ArrowUp');
      await expect(announcement).toHaveText(`${moved} is over position ${before.grades.length - 1}.`);
      const refused = page.waitForResponse((response) => response.url().endsWith('/v2/api/formation/reorder'));
      await page.keyboard.press('Space');
      expect((await refused).status()).toBe(409);

      await expect(page.getByRole('alert').filter({ hasText: FORMATION_MESSAGES.orderChanged })).toBeVisible();
      await expect(titles).toHaveText(theirs.map((grade) => grade.title));
      expect((await storedOrder()).grades).toEqual(theirs);
      await expectNoAxeViolations(page, 'grade tool after a refused reorder');
    } finally {
      // Other tests share the store: the grades go back to their order.
      expect((await reorder(before.grades, (await storedOrder()).version)).status()).toBe(200);
    }
  });

  test('an editor creates a grade and reorders grades by keyboard; the public navigation follows', async ({ page }) => {
    const title = `Grade Z${Date.now().toString(36)}`;
    await openSignedInAs(page, 'editor', '/access/grades');
    await expect(page).toHaveTitle('Admin Grade Tool');
    await expect(page.getByText('Use swap icon To Reorder Grades')).toBeVisible();
    await page.getByRole('button', { name: 'Add grade' }).click();
    await page.getByLabel('Title').fill(title);
    await page.getByRole('radio', { name: 'Child playing' }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Successfully Created Event' })).toBeVisible();
    const handle = page.getByRole('button', { name: `Reorder ${title}` });
    await expect(handle).toBeVisible();
    await expectNoAxeViolations(page, 'grade tool');

    // New grades go last; move it to the top with the keyboard: Space, ArrowUp until first, Space. Each
    // step waits for what a screen reader user hears: dnd-kit's live region announcing the new position.
    // A drag over a list that reloads under it moves by the new rows: start from the tool freshly loaded.
    // Every row on screen, so the keyboard drag never has to scroll the list.
    await page.setViewportSize({ width: 1280, height: 2000 });
    await countDocumentKeydownListeners(page);
    await page.reload();
    await expect(handle).toBeVisible();
    await page.waitForLoadState('networkidle');
    const rows = page.locator('.sortable-row');
    await expect(rows.last()).toContainText(title);
    const announcement = page.locator('[id^="DndLiveRegion"]');
    await handle.focus();
    const listenersBefore = await documentKeydownListeners(page);
    // Picking up announces the grade over its own place, the last one, at once (the pick-up message
    // itself is replaced).
    await page.keyboard.press('Space');
    await expect(announcement).toHaveText(new RegExp(`^${title} is over position \\d+\\.$`));
    const announcedPosition = async () => Number(/position (\d+)/.exec((await announcement.textContent()) ?? '')?.[1]);
    const start = await announcedPosition();
    expect(start).toBe(await rows.count());
    // dnd-kit's keyboard sensor starts listening for arrows in a setTimeout after the pick-up
    // (KeyboardSensor.attach), after the announcement above: on a loaded machine an arrow sent at once
    // was lost. Wait until its keydown listener is on the document.
    await expect.poll(() => documentKeydownListeners(page)).toBeGreaterThan(listenersBefore);
    for (let position = start - 1; position >= 1; position -= 1) {
      await page.keyboard.press('ArrowUp');
      await expect(announcement).toHaveText(`${title} is over position ${position}.`);
    }
    await expect(announcement).toHaveText(`${title} is over position 1.`);
    const saved = page.waitForResponse((response) => response.url().endsWith('/v2/api/formation/reorder'));
    await page.keyboard.press('Space');
    await expect(announcement).toHaveText(`${title} dropped at position 1.`);
    expect((await saved).status()).toBe(200);
    await expect(page.locator('.sortable-row').first()).toContainText(title);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Grades', exact: true }).hover();
    await expect(nav.locator('.grade-links__item').first()).toContainText(title);
  });
});
