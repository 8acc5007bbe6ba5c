/**
 * The officer's side of volunteer sign-ups (DESIGN section 9, docs/decisions/067): the Event Editor's sheet
 * editor and the roster under it, at 390 and 1280 px with axe, on events of their own made through the real
 * API (tests/support/signups.ts).
 */
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/a11y';
import { createEvent, marker } from '../support/events';
import { openSignedInAs, tokenFor } from '../support/sign-in';
import { expectNoSidewaysScroll, LOAD, openPopup, slotItem, WIDTHS } from '../support/signup-screens';
import { futureEvent, publicSheetPath, readRoster, signUp, volunteerEmail } from '../support/signups';

let editor = '';
test.beforeAll(async ({ request }) => {
  editor = await tokenFor(request, 'editor');
});

test.describe('the officer\u2019s sheet editor and roster', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const width of WIDTHS) {
    test(`an editor adds a sheet to an event, sees who signed up, and is told why a capacity is refused (${width} px)`, async ({
      page,
      request,
      consoleErrors,
    }) => {
      consoleErrors.allow(/\[toast\] The sign-up sheet could not be saved|already has 2 confirmed volunteers/);
      await page.setViewportSize({ width, height: 900 });
      const event = await futureEvent(request, editor);
      const year = event.startDt.slice(0, 4);
      await openSignedInAs(page, 'editor', `/access/events?month=${event.startDt.slice(0, 7)}`);
      await page.getByRole('button', { name: `Edit ${event.title}` }).click();
      const section = page.getByRole('region', { name: 'Volunteer sign-ups' });
      await expect(section.getByText('This event has no sign-up sheet.')).toBeVisible(LOAD);
      await section.getByRole('button', { name: 'Add a sign-up sheet' }).click();

      const first = section.getByRole('group', { name: 'Slot 1' });
      await first.getByRole('textbox', { name: 'Slot 1 title', exact: true }).fill('Set-up 8-9 am');
      await first.getByLabel('Volunteers needed').fill('2');
      await section.getByRole('button', { name: 'Add a slot' }).click();
      const second = section.getByRole('group', { name: 'Slot 2' });
      await expect(second.getByRole('textbox', { name: 'Slot 2 title', exact: true })).toBeFocused();
      await second.getByRole('textbox', { name: 'Slot 2 title', exact: true }).fill('Clean-up 1-2 pm');
      await second.getByLabel('Volunteers needed').fill('3');
      await section.getByLabel('Sign-ups close').fill(`${year}-10-04T18:00`);
      await section.getByLabel('Tell of cancellations').fill('chair@officers.example.org');
      await expectNoAxeViolations(page, `a new sheet at ${width} px`);
      await expectNoSidewaysScroll(page, width);
      await section.getByRole('button', { name: 'Save sheet' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Sign-up sheet saved' })).toBeVisible();
      await expect(section.getByRole('heading', { name: 'Roster' })).toBeVisible();

      const saved = await readRoster(request, editor, event.id);
      expect(saved.slots.map(({ title, capacity }) => ({ title, capacity }))).toEqual([
        { title: 'Set-up 8-9 am', capacity: 2 },
        { title: 'Clean-up 1-2 pm', capacity: 3 },
      ]);
      // 6 p.m. in New York in October is 22:00 UTC (EDT).
      expect(Date.parse(saved.closes_at!)).toBe(Date.parse(`${year}-10-04T22:00:00Z`));
      expect(saved.notify).toEqual(['chair@officers.example.org']);

      const setUp = saved.slots[0]!.id;
      const volunteers = [
        { name: 'Maria Garcia', email: volunteerEmail('maria'), phone: '410 555 0100' },
        { name: 'Tom Brennan', email: volunteerEmail('tom'), phone: '' },
      ];
      for (const volunteer of volunteers) expect((await signUp(event.id, { slot_id: setUp, ...volunteer })).status()).toBe(200);
      const third = volunteerEmail('ann');
      expect((await signUp(event.id, { slot_id: setUp, name: 'Ann Lee', email: third })).status()).toBe(200);

      // The roster is read fresh each time the editor opens.
      await page.getByRole('button', { name: 'All Events' }).click();
      await page.getByRole('button', { name: `Edit ${event.title}` }).click();
      const roster = section.getByRole('region', { name: 'Roster' });
      const confirmed = roster.getByRole('table', { name: 'Confirmed' }).first();
      await expect(confirmed.getByRole('rowheader')).toHaveText(['Maria Garcia', 'Tom Brennan'], LOAD);
      await expect(confirmed.getByRole('row').nth(1)).toContainText('410 555 0100');
      const waitlist = roster.getByRole('table', { name: 'Waitlist' });
      await expect(waitlist.getByRole('rowheader')).toHaveText(['Ann Lee']);
      await expect(waitlist.getByRole('row').nth(1).getByRole('cell')).toHaveText(['1', third, '']);
      await expect(roster.getByRole('button', { name: 'Print' })).toBeVisible();
      await expectNoAxeViolations(page, `the roster at ${width} px`);
      await expectNoSidewaysScroll(page, width);

      const download = page.waitForEvent('download');
      await roster.getByRole('button', { name: 'Download CSV' }).click();
      expect((await download).suggestedFilename()).toBe(`signups_${event.id}.csv`);

      // Two are confirmed: the server refuses a capacity of 1 and says why.
      await section.getByRole('group', { name: 'Slot 1' }).getByLabel('Volunteers needed').fill('1');
      await section.getByRole('button', { name: 'Save sheet' }).click();
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: '"Set-up 8-9 am" already has 2 confirmed volunteers: its capacity cannot be less than 2.' }),
      ).toBeVisible();
      expect((await readRoster(request, editor, event.id)).slots[0]!.capacity).toBe(2);
    });
  }
  test('one date of a repeating event takes a sheet of its own, which only that date shows (390 px)', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    // February of a year no other test uses (their events are in October, 2076 on).
    const year = 2050 + Math.floor(Math.random() * 20);
    const title = `Spirit wear ${marker()}`;
    const series = await createEvent(request, editor, {
      title,
      startDt: `${year}-02-05T08:00`,
      endDt: `${year}-02-05T09:00`,
      rrule: 'FREQ=WEEKLY;COUNT=4',
    });
    const [second, third] = [`${series.id}_${year}0212`, `${series.id}_${year}0219`];
    await openSignedInAs(page, 'editor', `/access/events?month=${year}-02`);
    await page
      .getByRole('button', { name: `Edit ${title}` })
      .nth(1)
      .click();
    const section = page.getByRole('region', { name: 'Volunteer sign-ups' });
    await section.getByRole('button', { name: 'Add a sign-up sheet' }).click(LOAD);
    await section.getByRole('group', { name: 'Slot 1' }).getByRole('textbox', { name: 'Slot 1 title', exact: true }).fill('Table 8-9 am');
    await section.getByRole('button', { name: 'Save sheet' }).click();
    await expect(section.getByRole('heading', { name: 'Roster' })).toBeVisible();

    expect((await readRoster(request, editor, second)).slots.map(({ title: slot, capacity }) => [slot, capacity])).toEqual([
      ['Table 8-9 am', 1],
    ]);
    expect((await request.get(publicSheetPath(third))).status()).toBe(404);
    const sheet = (await openPopup(page, second, title)).getByRole('region', { name: 'Volunteer' });
    await expect(slotItem(sheet, 'Table 8-9 am')).toContainText('0 of 1 filled', LOAD);
  });
});
