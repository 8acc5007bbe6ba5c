import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/a11y';
import { waitForIslands } from '../support/hydration';
import { schoolDay } from '../support/events';

/**
 * Nothing mixed (docs/decisions/068): every Spanish page and popup is walked, and any text a reader sees or
 * hears in English fails it, unless it sits inside `lang="en"` (the officers' texts not yet translated).
 * English is told by words Spanish never writes on its own; proper names are marked `lang="en"` by the pages.
 */
const ENGLISH_WORDS = [
  'the',
  'and',
  'of',
  'your',
  'with',
  'for',
  'this',
  'that',
  'you',
  'are',
  'is',
  'to',
  'on',
  'from',
  'more',
  'next',
  'previous',
  'close',
  'open',
  'submit',
  'loading',
  'please',
  'here',
  'about',
  'contact',
  'volunteer',
  'volunteers',
  'sign',
  'grade',
  'grades',
  'committee',
  'committees',
  'event',
  'events',
  'page',
  'found',
  'skip',
  'main',
  'view',
  'see',
  'all',
  'wide',
  'multiple',
  'filled',
  'waitlist',
  'send',
  'clear',
  'cancel',
  'date',
  'time',
  'name',
  'phone',
  'email',
  'menu',
  'show',
  'hide',
  'add',
  'calendar',
  'today',
  'week',
  'month',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'january',
  'february',
  'march',
  'april',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'required',
  'there',
  'problem',
  'thank',
  'thanks',
  'reimbursement',
  'receipt',
  'receipts',
  'check',
  'hours',
  'log',
  'login',
  'needed',
  'feedback',
  'rating',
  'back',
  'home',
  'us',
  'what',
  'when',
  'where',
  'who',
  'how',
];
/** Names of products a Spanish sentence names as they are. */
const PRODUCT_NAMES = /\b(?:Google Calendar|Apple Calendar|Outlook)\b/g;
const ENGLISH = new RegExp(`\\b(?:${ENGLISH_WORDS.join('|')})\\b`, 'i');

/** What a reader sees or hears outside `lang="en"`: text, labels, placeholders, alternative texts, titles. */
async function englishOnPage(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const spanish = (element: Element | null) => element?.closest('[lang]')?.getAttribute('lang') !== 'en';
    const shown = (element: Element) => {
      if (element.closest('[hidden], template, script, style, noscript, [aria-hidden="true"]')) return false;
      const style = getComputedStyle(element);
      return style.display !== 'none' && style.visibility !== 'hidden';
    };
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      // An e-mail address is no language's words.
      if (parent?.closest('a[href^="mailto:"]') || text?.includes('@')) continue;
      if (text && parent && spanish(parent) && shown(parent)) found.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], img[alt], [title]')) {
      if (!spanish(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(`${name}: ${value}`);
      }
    }
    found.push(`title: ${document.title}`);
    // The officers' texts the page shows marked English (a grade's or an event's title) may also be named inside
    // a Spanish label ('Responsables de 3rd Grade'), where no part of an attribute can be marked.
    const officers = [...document.querySelectorAll('[lang="en"]')]
      .map((element) => element.textContent?.trim() ?? '')
      .filter((text) => text.length > 2);
    return { found, officers };
  });
  const withoutNames = (text: string) =>
    texts.officers
      .reduce((rest, name) => rest.split(name).join(' '), text.replace(/^(?:aria-label|placeholder|alt|title): /, ''))
      .replace(PRODUCT_NAMES, ' ');
  return texts.found.filter((text) => ENGLISH.test(withoutNames(text)));
}

async function expectAllSpanish(page: Page, where: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await waitForIslands(page);
  expect(await englishOnPage(page), `English on ${where}`).toEqual([]);
  await expectNoAxeViolations(page, where);
}

test.describe('the Spanish site, nothing mixed', () => {
  test('every Spanish page shows no English outside lang="en", and axe finds nothing', async ({ page, request }) => {
    test.setTimeout(240_000);
    const grades = (await (await request.get('/v2/api/formation/grade?include_fields=slug')).json()).results as Array<{ slug: string }>;
    const events = (await (await request.get(`/v2/api/event?per_page=1&start_dt=${schoolDay()}&include_fields=id`)).json())
      .results as Array<{
      id: string;
    }>;
    const paths = [
      '/es',
      '/es/aboutus',
      '/es/committees',
      '/es/grades',
      `/es/grades/${grades[0]!.slug}`,
      '/es/volunteers',
      '/es/volunteers/reimbursement-letter',
      '/es/volunteers/forms?form=volunteer_request',
      '/es/volunteers/forms?form=volunteer_hours_request',
      '/es/volunteers/forms?form=reimbursement_request',
      '/es/events',
      `/es/events/${events[0]!.id}`,
      '/es/contactus',
      '/es/volunteers/reimbursement-status/not-a-real-token-0000000000',
      '/es/volunteers/signup/not-a-real-token-0000000000',
      // The Spanish 404 page, as an unknown Spanish address answers it.
      '/es/no-such-page',
    ];
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of paths) {
        await page.goto(path);
        await expectAllSpanish(page, `${path} at ${width} px`);
      }
    }
  });

  test('the popups of a Spanish page are Spanish too', async ({ page }) => {
    await page.goto('/es/committees');
    await waitForIslands(page);
    await page.locator('button.committee-card').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAllSpanish(page, 'a committee popup');

    await page.goto('/es/events');
    await waitForIslands(page);
    await page.locator('button.event-dot:visible, button.month-events__open:visible').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAllSpanish(page, 'an event popup');
  });
});
