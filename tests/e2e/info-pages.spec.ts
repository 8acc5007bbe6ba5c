import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/a11y';
import { school } from '../../src/config/school';
import { DEFAULT_SITE_CONTENT } from '../../src/features/content/site-content';
import type { BoardMember } from '../../src/features/content/page-content';

/**
 * The information pages (docs/decisions/031): jump links, the letter's steps on screen and paper, Contact Us, one
 * address per role.
 */

const WIDTHS = [390, 1280] as const;

/** Where a heading sits against the locked header, and whether the header covers any of it. */
function headingPlace(page: Page, name: string) {
  return page.evaluate((text) => {
    const heading = [...document.querySelectorAll('h2')].find((element) => element.textContent?.trim() === text)!;
    const box = heading.getBoundingClientRect();
    const header = document.querySelector('.site-header__bar')!.getBoundingClientRect();
    const seen = document.elementFromPoint(box.left + 4, box.top + 4);
    return { gap: Math.round(box.top - header.bottom), uncovered: !!seen && heading.contains(seen), scrolled: window.scrollY > 0 };
  }, name);
}

/** The jump has ended (smooth scrolling included) with the heading visible just below the header. */
async function expectHeadingBelowHeader(page: Page, name: string) {
  await expect
    .poll(async () => {
      const place = await headingPlace(page, name);
      return place.scrolled && place.uncovered && place.gap >= 0 && place.gap < 120;
    }, `"${name}" just below the locked header`)
    .toBe(true);
  // Still there once everything has loaded (the board's cards change the page's height).
  await page.waitForLoadState('networkidle');
  const settled = await headingPlace(page, name);
  expect(settled.gap, `"${name}" below the header`).toBeGreaterThanOrEqual(0);
  expect(settled.uncovered, `"${name}" not under the header`).toBe(true);
}

test.describe('jump links land below the locked header', () => {
  for (const width of WIDTHS) {
    test(`/aboutus#hsaboard at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/aboutus#hsaboard');
      await expect(page.locator('.board-card')).toHaveCount(8);
      await expectHeadingBelowHeader(page, 'HSA Board');
    });

    test(`the letter's "See the steps" link at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/volunteers/reimbursement-letter');
      await page.getByRole('link', { name: 'See the steps to get reimbursed' }).click();
      await expect(page).toHaveURL(/#reimbursement-steps$/);
      await expectHeadingBelowHeader(page, 'Steps To Get Reimbursed');
    });
  }
});

test.describe('Reimbursement Letter', () => {
  test('no stray numbers between the step cards, and every card whole inside the track at 390, 768, 1280 and 1440 px', async ({ page }) => {
    await page.goto('/volunteers/reimbursement-letter');
    const track = page.getByRole('list', { name: 'Reimbursement steps' });
    await expect(track.getByRole('listitem')).toHaveCount(4);
    for (const width of [390, 768, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const layout = await track.evaluate((list) => {
        const frame = list.getBoundingClientRect();
        const cards = [...list.children].map((card) => {
          const box = card.getBoundingClientRect();
          return {
            // A list item shows its number as a marker unless its style says none.
            marker: getComputedStyle(card).display === 'list-item' && getComputedStyle(card).listStyleType !== 'none',
            width: box.width,
            top: box.top - frame.top,
            bottom: frame.bottom - box.bottom,
            left: box.left - frame.left + list.scrollLeft,
          };
        });
        return { cards, clientWidth: list.clientWidth, scrollWidth: list.scrollWidth };
      });
      for (const [index, card] of layout.cards.entries()) {
        expect(card.marker, `step ${index + 1} at ${width}px shows a list number`).toBe(false);
        expect(card.width, `step ${index + 1} at ${width}px fits the track`).toBeLessThanOrEqual(layout.clientWidth);
        expect(card.top, `step ${index + 1} top at ${width}px`).toBeGreaterThanOrEqual(0);
        expect(card.bottom, `step ${index + 1} bottom at ${width}px`).toBeGreaterThanOrEqual(0);
      }
      // From 1000 px the four steps are side by side, none cut off at the track's edge.
      if (width >= 1000) expect(layout.scrollWidth, `the track scrolls at ${width}px`).toBeLessThanOrEqual(layout.clientWidth + 1);
      // The only text between the cards is theirs: the track's text is the cards' text.
      const texts = await track.evaluate((list) => ({
        list: (list as HTMLElement).innerText.replace(/\s+/g, ''),
        cards: [...list.children].map((card) => (card as HTMLElement).innerText.replace(/\s+/g, '')).join(''),
      }));
      expect(texts.list).toBe(texts.cards);
    }
    await expectNoAxeViolations(page, 'reimbursement letter at 1440px');
  });

  test('printed: no header, footer or arrows; all four steps whole; outside link addresses written out', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/volunteers/reimbursement-letter');
    await expect(page.locator('.site-header__bar')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(page.locator('.site-footer')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Next step' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'See the steps to get reimbursed' })).toBeHidden();
    const track = page.getByRole('list', { name: 'Reimbursement steps' });
    const main = (await page.locator('main').boundingBox())!;
    for (const step of await track.getByRole('listitem').all()) {
      await expect(step).toBeVisible();
      const box = (await step.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(main.x);
      expect(box.x + box.width).toBeLessThanOrEqual(main.x + main.width);
    }
    expect(await track.evaluate((list) => list.scrollWidth <= list.clientWidth + 1)).toBe(true);
    const formLink = page.getByRole('link', { name: /online reimbursement form/ });
    const printed = await formLink.evaluate((link) => getComputedStyle(link, '::after').content);
    expect(printed).toBe(`" (${DEFAULT_SITE_CONTENT.links.reimbursementForm})"`);
    // The paper copy itself: one Letter sheet carries the whole letter, the $250.00 note included.
    const pdf = (await page.pdf({ format: 'Letter' })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page\b/g), 'pages printed').toHaveLength(1);
  });
});

test.describe('Contact Us', () => {
  test("the association's email with its words spaced, the board's contacts and where the school is", async ({ page, request }) => {
    const board: BoardMember[] = (await (await request.get('/v1/api/page/list/board-members')).json()).results;
    expect(board.length).toBeGreaterThan(0);
    await page.goto('/contactus');
    const main = page.getByRole('main');
    await expect(main.getByText('For simple enquiries, email us at', { exact: false })).toHaveText(
      `For simple enquiries, email us at ${DEFAULT_SITE_CONTENT.hsaEmail}.`,
    );
    await expect(main.getByText('For any other questions, please reach out to a member of the HSA board.')).toBeVisible();
    await expect(main.getByRole('link', { name: 'HSA board' })).toHaveAttribute('href', '/aboutus#hsaboard');
    const contacts = main.locator('.board-contact');
    await expect(contacts).toHaveCount(board.length);
    for (const [index, member] of board.entries()) {
      const contact = contacts.nth(index);
      await expect(contact).toContainText(member.name);
      await expect(contact).toContainText(member.title);
      await expect(contact.getByRole('link')).toHaveAttribute('href', `mailto:${member.email}`);
      await expect(contact.getByRole('link')).toHaveText(member.email);
    }
    const place = main.getByRole('region', { name: 'Where We Are' });
    await expect(place).toContainText(school.name);
    for (const line of school.address) await expect(place).toContainText(line);
    await expect(place.getByRole('link', { name: /Open the map/ })).toHaveAttribute('href', school.mapUrl);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page, `contact us at ${width}px`);
    }
  });

  test('at 1280 px the page is filled: its content reaches well down the first screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/contactus');
    await expect(page.locator('.board-contact').first()).toBeVisible();
    const contentBottom = await page
      .getByRole('main')
      .evaluate((main) =>
        Math.max(...[...main.querySelectorAll('h1, h2, p, li, address')].map((node) => node.getBoundingClientRect().bottom)),
      );
    expect(contentBottom).toBeGreaterThan(700);
  });
});

/** Each card's role and its mailto address, as a page shows them. */
const addressesByRole = (page: Page, card: string, title: string) =>
  page
    .locator(card)
    .evaluateAll(
      (cards, titleClass) =>
        cards.map((node) => [node.querySelector(titleClass)!.textContent!.trim(), node.querySelector('a')!.getAttribute('href')!] as const),
      title,
    );

test('one address per role: About Us, Volunteers and Contact Us agree', async ({ page }) => {
  await page.goto('/aboutus');
  await expect(page.locator('.board-card')).toHaveCount(8);
  const about = new Map(await addressesByRole(page, '.board-card', '.board-card__title'));
  expect(about.size).toBe(8);

  await page.goto('/volunteers');
  const coordinator = page.getByRole('region', { name: 'Volunteer Coordinator' }).getByRole('link');
  await expect(coordinator).toHaveAttribute('href', about.get('Volunteer Coordinator')!);

  await page.goto('/contactus');
  await expect(page.locator('.board-contact')).toHaveCount(8);
  expect(new Map(await addressesByRole(page, '.board-contact', '.board-contact__title'))).toEqual(about);
  // The association's own address: the same in the text, the email card and the footer.
  const hsaLinks = page.getByRole('link', { name: DEFAULT_SITE_CONTENT.hsaEmail, exact: true });
  await expect(hsaLinks).toHaveCount(3);
  for (const link of await hsaLinks.all()) await expect(link).toHaveAttribute('href', `mailto:${DEFAULT_SITE_CONTENT.hsaEmail}`);
});

test.describe('board portraits', () => {
  for (const width of WIDTHS) {
    test(`members without a photo get their initials on a round portrait at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/aboutus#hsaboard');
      const cards = page.locator('.board-card');
      await expect(cards).toHaveCount(8);
      await expect(cards.locator('img')).toHaveCount(0);
      for (const card of await cards.all()) {
        const name = (await card.locator('.board-card__name').textContent())!;
        const portrait = card.locator('.board-card__initials');
        const initials = name
          .split(' ')
          .map((word) => word.replace(/[^A-Za-z]/g, '').charAt(0))
          .filter((_, index, all) => index === 0 || index === all.length - 1)
          .join('');
        await expect(portrait).toHaveText(initials);
        const box = (await portrait.boundingBox())!;
        expect(box.width, `${name}'s portrait is square`).toBe(box.height);
        expect(box.width).toBeGreaterThanOrEqual(64);
        expect(await portrait.evaluate((element) => getComputedStyle(element).borderRadius)).toBe('50%');
      }
      // Neighbouring portraits differ in colour.
      const colours = await cards
        .locator('.board-card__initials')
        .evaluateAll((portraits) => portraits.map((element) => getComputedStyle(element).backgroundColor));
      expect(new Set(colours).size).toBe(8);
      await expectNoAxeViolations(page, `about us at ${width}px`);
    });
  }
});

test.describe('the 404 page', () => {
  for (const width of WIDTHS) {
    test(`says the page was not found and offers the main pages at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const answer = await page.goto('/no-such-page');
      expect(answer?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
      await expect(page.getByText('Sorry this page was not found.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
      const places = page.getByRole('navigation', { name: 'Or try one of these pages' });
      await expect(places.getByRole('link')).toHaveCount(4);
      await expectNoAxeViolations(page, `404 at ${width}px`);
    });
  }
});

test("with JavaScript off, Contact Us shows the board's contacts and the addresses (docs/decisions/058)", async ({ browser, request }) => {
  const board = (await (await request.get('/v1/api/page/list/board-members')).json()).results as Array<{ name: string; email: string }>;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/contactus');
  const contacts = page.locator('.board-contact');
  await expect(contacts).toHaveCount(board.length);
  await expect(contacts.first()).toContainText(board[0]!.name);
  await expect(contacts.first().getByRole('link')).toHaveAttribute('href', `mailto:${board[0]!.email}`);
  await expect(page.getByText('The list of board contacts needs JavaScript.')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: DEFAULT_SITE_CONTENT.hsaEmail })).toHaveCount(2);
  await expect(page.getByRole('main').getByText(school.address[0])).toBeVisible();
  await context.close();
});
