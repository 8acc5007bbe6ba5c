/**
 * "Volunteers needed" (docs/decisions/066): an event to come whose sign-up sheet still has a place is marked in
 * the calendar's list, on its grade's page and on Home, in the HTML as served (nothing moves when the islands
 * hydrate); a full sheet or an event without a sheet is not marked.
 */
import { expect, test } from '../support/test';
import { createEvent, deleteEvent, marker } from '../support/events';
import { tokenFor } from '../support/sign-in';
import { putSheet, signUp, volunteerEmail } from '../support/signups';

const MARK = '<span class="volunteers-wanted">Volunteers needed</span>';

test.describe('events that still take volunteers are marked', () => {
  test('in the calendar list and on the grade page, as served and once hydrated: an open sheet only', async ({ page, request }) => {
    const token = await tokenFor(request, 'editor');
    // May of a far year: the other sign-up tests' school-wide events fill Octobers of these years, and a grade page
    // that lists them first would page this test's own events out of its first page.
    const year = 2076 + Math.floor(Math.random() * 20);
    const month = `${year}-05`;
    const tag = marker();
    const event = (title: string, day: string) =>
      createEvent(request, token, {
        title: `${title} ${tag}`,
        startDt: `${month}-${day}T09:00`,
        endDt: `${month}-${day}T11:00`,
        location: 'Gym',
        grade_list: ['3rd-grade'],
      });
    const open = await event('Open Booth', '05');
    const full = await event('Full Booth', '06');
    await event('No Sheet', '07');
    await putSheet(request, token, open.id, { slots: [{ title: 'Set-up', capacity: 2 }] });
    const [slot] = (await putSheet(request, token, full.id, { slots: [{ title: 'Set-up', capacity: 1 }] })).slots;
    expect((await signUp(full.id, { slot_id: slot!.id, name: 'Fay Fox', email: volunteerEmail() })).status()).toBe(200);

    // Should another test's event share the month, each of this test's events is still judged by its own item.
    for (const path of [`/events?month=${month}`, `/grades/3rd-grade?month=${month}`]) {
      const html = await (await request.get(path)).text();
      const items = html
        .split('<li')
        .slice(1)
        .map((part) => part.slice(0, part.indexOf('</li>')));
      const itemOf = (title: string) => {
        const found = items.filter((item) => item.includes(`${title} ${tag}<`));
        expect(found, `${path}: the item of ${title}`).toHaveLength(1);
        return found[0] ?? '';
      };
      expect(itemOf('Open Booth').split(MARK), path).toHaveLength(2);
      expect(itemOf('Full Booth'), path).not.toContain(MARK);
      expect(itemOf('No Sheet'), path).not.toContain(MARK);
    }

    await page.goto(`/events?month=${month}`);
    const list = page.getByRole('region', { name: 'Events this month' });
    const items = list.getByRole('listitem');
    await expect(items.filter({ hasText: `Open Booth ${tag}` }).getByText('Volunteers needed')).toBeVisible();
    await expect(items.filter({ hasText: `Full Booth ${tag}` }).getByText('Volunteers needed')).toHaveCount(0);
    await expect(items.filter({ hasText: `No Sheet ${tag}` }).getByText('Volunteers needed')).toHaveCount(0);

    await page.goto(`/grades/3rd-grade?month=${month}`);
    await expect(page.getByRole('button', { name: new RegExp(`Volunteers needed Open Booth ${tag}`) })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`Full Booth ${tag}`) })).not.toContainText('Volunteers needed');
  });

  test('on Home, as served and once hydrated: an event within the hour whose sheet has places', async ({ page, request }) => {
    const token = await tokenFor(request, 'editor');
    // The school's wall time ten minutes and an hour from now: among the first four events Home lists, after the
    // few that other tests leave running today. (An hour ahead, it came after those they leave at midnight
    // tomorrow whenever the suite ran in the school's last hour of the day.)
    const wallTimeIn = (minutes: number) =>
      new Date(Date.now() + minutes * 60_000).toLocaleString('sv-SE', { timeZone: 'America/New_York' }).slice(0, 16).replace(' ', 'T');
    const soon = await createEvent(request, token, {
      title: `Coffee Morning ${marker()}`,
      startDt: wallTimeIn(10),
      endDt: wallTimeIn(60),
      location: 'Hall',
    });
    try {
      await putSheet(request, token, soon.id, { slots: [{ title: 'Pour coffee', capacity: 3 }] });
      const html = await (await request.get('/')).text();
      const list = html.slice(html.indexOf('id="home-events-heading"'));
      expect(list).toContain(`<span class="home-event__title">${soon.title}</span>${MARK}`);
      await page.goto('/');
      const item = page.getByRole('region', { name: 'HSA Events' }).getByRole('button', { name: new RegExp(soon.title) });
      await expect(item).toContainText('Volunteers needed');
    } finally {
      await deleteEvent(request, token, soon.id);
    }
  });
});
