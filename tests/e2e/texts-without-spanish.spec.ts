/**
 * The Site Content tool's list of the texts without Spanish, beyond the site texts and the board
 * (docs/decisions/071): an event to come without a Spanish title is listed under Events with a link to the
 * Events Tool at its month, where its editor writes the Spanish; then it is listed no more. The other kinds have
 * groups of their own. Its event is today's (the list shows the earliest events first), deleted at the end.
 */
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/a11y';
import { createEvent, deleteEvent, marker, schoolDay } from '../support/events';
import { openSignedInAs, tokenFor } from '../support/sign-in';

test('an event without its Spanish title is listed under Events, leads to its editor, and goes once it has one', async ({
  page,
  request,
}) => {
  // Two tools, one save and an axe run.
  test.setTimeout(120_000);
  const tag = marker();
  const editor = await tokenFor(request, 'editor');
  const today = schoolDay();
  const title = `Lantern Walk ${tag}`;
  const event = await createEvent(request, editor, {
    title,
    description: 'Bring a lantern.',
    description_es: 'Traiga un farol.',
    startDt: `${today}T00:00`,
    endDt: `${today}T23:30`,
  });
  try {
    await openSignedInAs(page, 'admin', '/access/content');
    const missing = page.getByRole('region', { name: 'Texts without Spanish' });
    const events = missing.getByRole('group', { name: 'Events' });
    // The first read of the texts to come may start its function cold on a busy machine.
    await expect(missing.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(missing.getByRole('status')).toHaveCount(0, { timeout: 30_000 });
    const entry = events.getByRole('link', { name: `${title}: title`, exact: true });
    await expect(entry).toHaveAttribute('href', `/access/events?month=${today.slice(0, 7)}`);
    // Its description has its Spanish: not listed.
    await expect(events.getByRole('link', { name: `${title}: description` })).toHaveCount(0);
    // The demo's committees, grades, grade and committee links and sign-up slots lack theirs too, each in its group.
    await expect(missing.getByRole('heading', { level: 3 })).toHaveText([
      'Site texts',
      'Board',
      'Events',
      'Committees',
      'Grades',
      'Grade links',
      'Committee links',
      'Sign-up slots',
    ]);
    await expect(missing.getByRole('group', { name: 'Committee links' }).getByRole('link').first()).toHaveAttribute(
      'href',
      '/access/committees',
    );
    await expect(missing.getByRole('group', { name: 'Grade links' }).getByRole('link').first()).toHaveAttribute('href', '/access/grades');
    // A grade's and a committee's title without Spanish (docs/decisions/093), each leading to its tool.
    await expect(
      missing
        .getByRole('group', { name: 'Grades' })
        .getByRole('link', { name: /: title$/ })
        .first(),
    ).toHaveAttribute('href', '/access/grades');
    await expect(
      missing
        .getByRole('group', { name: 'Committees' })
        .getByRole('link', { name: /: title$/ })
        .first(),
    ).toHaveAttribute('href', '/access/committees');
    await expectNoAxeViolations(page, 'Site content tool with every kind of text without Spanish');

    // The link opens the Events Tool at the event's month; its editor takes the Spanish title.
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`/access/events\\?month=${today.slice(0, 7)}$`));
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    // The form shows the event once it is read; a value typed before would be replaced.
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
    await page.getByLabel('Title in Spanish (optional)').fill(`Paseo de faroles ${tag}`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Successfully Created Event' })).toBeVisible();
    // Back on the month's list, the saved event is marked and focused: the editor's history entry is left.
    await expect(page.getByRole('button', { name: `Edit ${title}` })).toBeFocused();

    await openSignedInAs(page, 'admin', '/access/content');
    await expect(missing.getByRole('group', { name: 'Events' })).toBeVisible();
    await expect(missing.getByText(title)).toHaveCount(0);
  } finally {
    await deleteEvent(request, editor, event.id);
  }
});
