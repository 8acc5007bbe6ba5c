/**
 * Volunteer sign-ups through the API (DESIGN section 9, docs/decisions/066), against the build and its blob store:
 * the sheet's create and change, the public read, a sign-up, a duplicate, a closed sheet, a past event, the
 * waitlist's order under real concurrency, capacities, the private link's read and cancel with the promotion it
 * makes, the roster and its CSV.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { newClient } from '../support/clients';
import { createEvent, marker } from '../support/events';
import { inParallel } from '../support/forms';
import { Mailbox, runSweep, type ReceivedMail } from '../support/mailbox';
import { auth, tokenFor } from '../support/sign-in';
import {
  eventWithSheet,
  futureEvent,
  manageLinkIn,
  managePath,
  officerSheetPath,
  publicSheetPath,
  putSheet,
  readRoster,
  signUp,
  signUpForLink,
  signUpTaken,
  volunteerEmail,
} from '../support/signups';

let token = '';
test.beforeAll(async ({ request }) => {
  token = await tokenFor(request, 'editor');
});

const SLOTS = [
  { title: 'Set-up 8-9 am', capacity: 2 },
  { title: 'Bake sale table', capacity: 5 },
];

test.describe('sign-up sheets (DESIGN section 9)', () => {
  test('an officer creates a sheet without a version, changes it with the version read, and a stale version is a 409', async ({
    request,
  }) => {
    const event = await futureEvent(request, token);
    const created = await putSheet(request, token, event.id, { slots: SLOTS, notify: ['cochair@officers.example.org'] });
    expect(created).toMatchObject({
      event_id: event.id,
      version: 1,
      closes_at: null,
      notify: ['cochair@officers.example.org'],
      entries: [],
    });
    expect(created.slots.map(({ title, capacity }) => ({ title, capacity }))).toEqual(SLOTS);
    expect(new Set(created.slots.map((slot) => slot.id)).size).toBe(2);

    const again = await request.put(officerSheetPath(event.id), { headers: auth(token), data: { slots: SLOTS } });
    expect(again.status()).toBe(409);
    const closesAt = `${event.startDt.slice(0, 4)}-10-04T20:00:00-04:00`;
    const changed = await putSheet(request, token, event.id, {
      slots: [{ ...created.slots[0], capacity: 3 }, created.slots[1]],
      closes_at: closesAt,
      version: 1,
    });
    expect(changed).toMatchObject({ version: 2, closes_at: closesAt, notify: [] });
    expect(changed.slots[0]).toEqual({ ...created.slots[0], capacity: 3 });
    const stale = await request.put(officerSheetPath(event.id), { headers: auth(token), data: { slots: SLOTS, version: 1 } });
    expect(stale.status()).toBe(409);
    expect((await stale.json()).code).toBe('STALE_EDIT');
    expect(await readRoster(request, token, event.id)).toEqual(changed);
  });

  test('sheets need the events scope, a real event and one date of a series; bad input is a 400 that says why', async ({ request }) => {
    const event = await futureEvent(request, token);
    expect((await request.put(officerSheetPath(event.id), { data: { slots: SLOTS } })).status()).toBe(401);
    const treasurer = await tokenFor(request, 'treasurer');
    expect((await request.put(officerSheetPath(event.id), { headers: auth(treasurer), data: { slots: SLOTS } })).status()).toBe(403);
    expect((await request.get(officerSheetPath(event.id), { headers: auth(token) })).status()).toBe(404);
    expect((await request.put(officerSheetPath('no-such-event-x1'), { headers: auth(token), data: { slots: SLOTS } })).status()).toBe(404);

    const bad = await request.put(officerSheetPath(event.id), {
      headers: auth(token),
      data: { slots: [{ title: 'Clean-up', capacity: 0 }] },
    });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error).toBe('A slot takes between 1 and 500 volunteers. (slots.capacity)');
    const none = await request.put(officerSheetPath(event.id), { headers: auth(token), data: { slots: [] } });
    expect((await none.json()).error).toBe('Add at least one slot (at most 50). (slots)');

    const year = Number(event.startDt.slice(0, 4)) + 1;
    const series = await createEvent(request, token, {
      title: `Spirit wear ${marker()}`,
      startDt: `${year}-02-05T08:00`,
      endDt: `${year}-02-05T09:00`,
      location: 'Front office',
      rrule: 'FREQ=WEEKLY;COUNT=4',
    });
    const whole = await request.put(officerSheetPath(series.id), { headers: auth(token), data: { slots: SLOTS } });
    expect(whole.status()).toBe(400);
    expect((await whole.json()).error).toBe('A sheet belongs to one date of a repeating event: open that date and add the sheet there.');
    const occurrence = `${series.id}_${year}0212`;
    expect((await putSheet(request, token, occurrence, { slots: SLOTS })).event_id).toBe(occurrence);
    expect((await request.get(publicSheetPath(occurrence))).status()).toBe(200);
    expect((await request.get(publicSheetPath(`${series.id}_${year}0219`))).status()).toBe(404);
  });

  test('the public sheet shows counts and first names with an initial, never an e-mail or a phone', async ({ request }) => {
    const event = await futureEvent(request, token);
    const sheet = await putSheet(request, token, event.id, { slots: SLOTS });
    const [setUp, bake] = sheet.slots;
    expect(
      (await signUp(event.id, { slot_id: setUp!.id, name: 'Maria Garcia Lopez', email: volunteerEmail(), phone: '410-555-0101' })).status(),
    ).toBe(200);
    expect((await signUp(event.id, { slot_id: setUp!.id, name: 'Tom', email: volunteerEmail() })).status()).toBe(200);
    const response = await request.get(publicSheetPath(event.id));
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      results: {
        event_id: event.id,
        closes_at: null,
        slots: [
          { id: setUp!.id, title: 'Set-up 8-9 am', title_es: '', capacity: 2, confirmed: 2, waitlisted: 0, names: ['Maria L.', 'Tom'] },
          { id: bake!.id, title: 'Bake sale table', title_es: '', capacity: 5, confirmed: 0, waitlisted: 0, names: [] },
        ],
      },
    });
    expect(JSON.stringify(body)).not.toMatch(/@|555/);
    const plain = await futureEvent(request, token);
    const missing = await request.get(publicSheetPath(plain.id));
    expect(missing.status()).toBe(404);
    expect((await missing.json()).error).toBe('This event has no volunteer sign-up sheet.');
    const optional = await request.get(`${publicSheetPath(plain.id)}?optional=1`);
    expect(optional.status()).toBe(200);
    expect(await optional.json()).toEqual({ results: null });
    expect((await (await request.get(`${publicSheetPath(event.id)}?optional=1`)).json()).results.event_id).toBe(event.id);
  });

  test('a sign-up is confirmed, then waitlisted with its place; the same e-mail twice in a slot is a 409; the honeypot stores nothing', async ({
    request,
  }) => {
    const event = await futureEvent(request, token);
    const [slot] = (await putSheet(request, token, event.id, { slots: [{ title: 'Clean-up', capacity: 1 }] })).slots;
    const email = volunteerEmail();
    const first = await signUp(event.id, { slot_id: slot!.id, name: 'Ana Ruiz', email });
    expect(await first.json()).toEqual({ results: { status: 'confirmed', position: 0 } });
    const twice = await signUp(event.id, { slot_id: slot!.id, name: 'Ana Ruiz', email: ` ${email.toUpperCase()} ` });
    expect(twice.status()).toBe(409);
    expect((await twice.json()).error).toBe('This e-mail address is already signed up for this slot.');
    const second = await signUp(event.id, { slot_id: slot!.id, name: 'Ben Cole', email: volunteerEmail() });
    expect(await second.json()).toEqual({ results: { status: 'waitlisted', position: 1 } });
    const third = await signUp(event.id, { slot_id: slot!.id, name: 'Cy Dunn', email: volunteerEmail() });
    expect(await third.json()).toEqual({ results: { status: 'waitlisted', position: 2 } });

    const bot = await signUp(event.id, { slot_id: slot!.id, name: 'Bot', email: volunteerEmail(), website: 'http://spam.example' });
    expect(bot.status()).toBe(200);
    expect((await readRoster(request, token, event.id)).entries.map((entry) => entry.name)).toEqual(['Ana Ruiz', 'Ben Cole', 'Cy Dunn']);

    const badEmail = await signUp(event.id, { slot_id: slot!.id, name: 'Dee', email: 'not-an-address' });
    expect(badEmail.status()).toBe(400);
    expect((await badEmail.json()).error).toBe('Enter a valid e-mail address, like name@example.com. (email)');
    const noSlot = await signUp(event.id, { slot_id: 'slot-gone', name: 'Dee', email: volunteerEmail() });
    expect(noSlot.status()).toBe(404);
  });

  test('a closed sheet and a past event refuse sign-ups with a 409', async ({ request }) => {
    const event = await futureEvent(request, token);
    const [slot] = (await putSheet(request, token, event.id, { slots: SLOTS, closes_at: '2020-01-01T00:00:00Z' })).slots;
    const closed = await signUp(event.id, { slot_id: slot!.id, name: 'Late Parent', email: volunteerEmail() });
    expect(closed.status()).toBe(409);
    expect((await closed.json()).error).toBe('Sign-ups for this event are closed.');

    const past = await createEvent(request, token, {
      title: `Past fair ${marker()}`,
      startDt: '2021-05-01T09:00',
      endDt: '2021-05-01T12:00',
      location: 'Gym',
    });
    const [pastSlot] = (await putSheet(request, token, past.id, { slots: SLOTS })).slots;
    const tooLate = await signUp(past.id, { slot_id: pastSlot!.id, name: 'Late Parent', email: volunteerEmail() });
    expect(tooLate.status()).toBe(409);
    expect((await tooLate.json()).error).toBe('This event has already taken place, so sign-ups are closed.');
  });

  test('the open list names events to come whose sheets still take volunteers, with their open slots and places', async ({ request }) => {
    const event = await futureEvent(request, token);
    const [small] = (
      await putSheet(request, token, event.id, {
        slots: [
          { title: 'Set-up', capacity: 1 },
          { title: 'Clean-up', capacity: 3 },
        ],
      })
    ).slots;
    const closed = await futureEvent(request, token);
    await putSheet(request, token, closed.id, { slots: SLOTS, closes_at: '2020-01-01T00:00:00Z' });
    const openList = async () => {
      const response = await request.get('/v1/api/signups');
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('public, max-age=60');
      return ((await response.json()) as { results: Array<{ event_id: string }> }).results;
    };
    const ours = (list: Array<{ event_id: string }>) => list.filter((item) => [event.id, closed.id].includes(item.event_id));
    expect(ours(await openList())).toEqual([{ event_id: event.id, open_slots: 2, open_places: 4 }]);
    await signUp(event.id, { slot_id: small!.id, name: 'Fay Fox', email: volunteerEmail() });
    expect(ours(await openList())).toEqual([{ event_id: event.id, open_slots: 1, open_places: 3 }]);
  });

  for (const round of [1, 2, 3]) {
    test(`50 parallel sign-ups for 5 places give exactly 5 confirmed and 45 waitlisted at places 1-45, none lost (round ${round})`, async ({
      request,
    }) => {
      test.setTimeout(180_000);
      const event = await futureEvent(request, token);
      const [slot] = (await putSheet(request, token, event.id, { slots: [{ title: 'Booth shift 1-2 pm', capacity: 5 }] })).slots;
      const client = newClient();
      const emails = Array.from({ length: 50 }, (_, index) => volunteerEmail(`parent${index}`));
      const answers = await inParallel(50, 16, async (index) => {
        const response = await signUp(event.id, { slot_id: slot!.id, name: `Parent ${index}`, email: emails[index] }, client);
        expect(response.status(), await response.text()).toBe(200);
        return ((await response.json()) as { results: { status: string; position: number } }).results;
      });
      expect(answers.filter((answer) => answer.status === 'confirmed').map((answer) => answer.position)).toEqual([0, 0, 0, 0, 0]);
      const positions = answers.filter((answer) => answer.status === 'waitlisted').map((answer) => answer.position);
      expect([...positions].sort((a, b) => a - b)).toEqual(Array.from({ length: 45 }, (_, index) => index + 1));

      // The roster agrees with every answer, and its waitlist is in the order the sign-ups landed.
      const roster = await readRoster(request, token, event.id);
      expect(roster.entries).toHaveLength(50);
      for (const [index, answer] of answers.entries()) {
        const entry = roster.entries.find((candidate) => candidate.email === emails[index]);
        expect(entry).toMatchObject({ status: answer.status, position: answer.position });
      }
      const waitlist = roster.entries.filter((entry) => entry.status === 'waitlisted');
      expect(waitlist.map((entry) => entry.created_at)).toEqual([...waitlist.map((entry) => entry.created_at)].sort());
    });
  }

  test('a capacity below the confirmed count is a 400 naming the slot; a larger one confirms the first on the waitlist', async ({
    request,
  }) => {
    const event = await futureEvent(request, token);
    const sheet = await putSheet(request, token, event.id, { slots: [{ title: 'Clean-up 1-2 pm', capacity: 2 }] });
    const [slot] = sheet.slots;
    for (const name of ['Ann One', 'Bea Two', 'Cal Three', 'Dan Four']) {
      expect((await signUp(event.id, { slot_id: slot!.id, name, email: volunteerEmail() })).status()).toBe(200);
    }
    const tooSmall = await request.put(officerSheetPath(event.id), {
      headers: auth(token),
      data: { slots: [{ ...slot, capacity: 1 }], version: 1 },
    });
    expect(tooSmall.status()).toBe(400);
    expect((await tooSmall.json()).error).toBe('"Clean-up 1-2 pm" already has 2 confirmed volunteers: its capacity cannot be less than 2.');
    const inUse = await request.put(officerSheetPath(event.id), {
      headers: auth(token),
      data: { slots: [{ title: 'Other', capacity: 3 }], version: 1 },
    });
    expect(inUse.status()).toBe(400);
    expect((await inUse.json()).error).toBe('"Clean-up 1-2 pm" has volunteers signed up: cancel their sign-ups before removing the slot.');

    const larger = await putSheet(request, token, event.id, { slots: [{ ...slot, capacity: 3 }], version: 1 });
    expect(larger.entries.map(({ name, status, position }) => ({ name, status, position }))).toEqual([
      { name: 'Ann One', status: 'confirmed', position: 0 },
      { name: 'Bea Two', status: 'confirmed', position: 0 },
      { name: 'Cal Three', status: 'confirmed', position: 0 },
      { name: 'Dan Four', status: 'waitlisted', position: 1 },
    ]);
  });

  test('the roster downloads as CSV with formulas neutralised, for the events scope only', async ({ request }) => {
    const event = await futureEvent(request, token);
    const [slot] = (await putSheet(request, token, event.id, { slots: [{ title: '=Set-up', capacity: 1 }] })).slots;
    await signUp(event.id, {
      slot_id: slot!.id,
      name: '=HYPERLINK("http://evil.example","x")',
      email: volunteerEmail(),
      phone: '+1 410 555 0100',
    });
    await signUp(event.id, { slot_id: slot!.id, name: 'Second Parent', email: volunteerEmail() });
    expect((await request.get(`${officerSheetPath(event.id)}/download`)).status()).toBe(401);
    const response = await request.get(`${officerSheetPath(event.id)}/download`, { headers: auth(token) });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers()['content-disposition']).toBe(`attachment; filename="signups-${event.id}.csv"`);
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe('Slot,Status,Waitlist position,Name,Email,Phone,Signed up');
    expect(lines[1]).toMatch(/^'=Set-up,Confirmed,,"'=HYPERLINK\(""http:\/\/evil\.example"",""x""\)",[^,]+,'\+1 410 555 0100,/);
    expect(lines[2]).toMatch(/^'=Set-up,Waitlist,1,Second Parent,/);
  });
});

test.describe('sign-up mails and the private link (DESIGN section 9)', () => {
  test.describe.configure({ timeout: 120_000 });
  let mailbox: Mailbox | null = null;
  test.afterEach(async () => {
    await mailbox?.close();
    mailbox = null;
  });

  /** The private link's token in a volunteer's mail. */
  const tokenIn = (mail: ReceivedMail) => manageLinkIn(mail).token;

  test('a confirmation carries the slot, when, where, a calendar file and the private link; the link reads without changing anything', async ({
    request,
  }) => {
    mailbox = await Mailbox.open();
    const { event, sheet } = await eventWithSheet(
      request,
      token,
      { slots: [{ title: 'Set-up 8-9 am', capacity: 1 }] },
      { location: 'Parish Hall, room 2' },
    );
    const email = volunteerEmail('maria');
    await signUpTaken(event.id, { slot_id: sheet.slots[0]!.id, name: 'Maria Garcia', email });
    const [mail] = await mailbox.expectTo(email);
    expect(mail!.parsed.subject).toBe(`You're signed up: Set-up 8-9 am at ${event.title}`);
    const text = mail!.parsed.text ?? '';
    expect(text).toContain('Hello Maria Garcia,');
    expect(text).toContain('Slot: Set-up 8-9 am');
    expect(text).toMatch(/When: Oct 05, \d{4} 9:00 a\.m\. - 1:00 p\.m\./);
    expect(text).toContain('Where: Parish Hall, room 2');
    const [calendar] = mail!.parsed.attachments;
    expect(calendar).toMatchObject({ filename: 'volunteer.ics', contentType: 'text/calendar' });
    const ics = calendar!.content.toString('utf8');
    expect(ics).toContain(`SUMMARY:${event.title}`);
    expect(ics).toContain(`DTSTART;TZID=America/New_York:${event.startDt.slice(0, 4)}1005T090000`);

    const link = tokenIn(mail!);
    const view = {
      event_id: event.id,
      event_title: event.title,
      event_title_es: '',
      startDt: event.startDt,
      endDt: event.endDt,
      location: 'Parish Hall, room 2',
      slot_title: 'Set-up 8-9 am',
      slot_title_es: '',
      status: 'confirmed',
      position: 0,
    };
    for (let read = 0; read < 2; read += 1) {
      const response = await request.get(managePath(link));
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('private, no-store');
      expect(await response.json()).toEqual({ results: view });
    }
    expect((await readRoster(request, token, event.id)).entries.map((entry) => entry.status)).toEqual(['confirmed']);
    expect((await request.get(managePath('A'.repeat(43)))).status()).toBe(404);
    expect((await request.get(managePath('short'))).status()).toBe(404);
    expect((await request.post(managePath(link), { data: { action: 'delete' } })).status()).toBe(400);
  });

  test('a cancel gives the place to the first on the waitlist, who is mailed, and tells the sheet’s addresses; a second cancel changes nothing', async ({
    request,
  }) => {
    mailbox = await Mailbox.open();
    const chair = `cochair.${marker()}@officers.example.org`;
    const { event, sheet } = await eventWithSheet(request, token, { slots: [{ title: 'Clean-up 1-2 pm', capacity: 1 }], notify: [chair] });
    const slot = sheet.slots[0];
    const [first, second, third] = [volunteerEmail('first'), volunteerEmail('second'), volunteerEmail('third')];
    await signUp(event.id, { slot_id: slot!.id, name: 'First Parent', email: first });
    await signUp(event.id, { slot_id: slot!.id, name: 'Second Parent', email: second });
    await signUp(event.id, { slot_id: slot!.id, name: 'Third Parent', email: third });
    const [waitMail] = await mailbox.expectTo(second);
    expect(waitMail!.parsed.subject).toBe(`You're on the waitlist: Clean-up 1-2 pm at ${event.title}`);
    expect(waitMail!.parsed.text).toContain('you are number 1 on its waitlist');
    expect(waitMail!.parsed.attachments).toEqual([]);
    const secondLink = tokenIn(waitMail!);
    expect((await (await request.get(managePath(secondLink))).json()).results).toMatchObject({ status: 'waitlisted', position: 1 });

    const [confirmation] = await mailbox.expectTo(first);
    const cancel = await request.post(managePath(tokenIn(confirmation!)), { data: { action: 'cancel' } });
    expect(cancel.status()).toBe(200);
    expect((await cancel.json()).results).toMatchObject({ status: 'cancelled', position: 0, slot_title: 'Clean-up 1-2 pm' });

    const [, promoted] = await mailbox.expectTo(second, 2);
    expect(promoted!.parsed.subject).toBe(`A place opened: you're signed up for Clean-up 1-2 pm at ${event.title}`);
    expect(promoted!.parsed.attachments.map((file) => file.filename)).toEqual(['volunteer.ics']);
    expect(tokenIn(promoted!)).toBe(secondLink);
    const [notice] = await mailbox.expectTo(chair);
    expect(notice!.parsed.subject).toBe(`Cancelled: First Parent for Clean-up 1-2 pm at ${event.title}`);
    expect(notice!.parsed.text).toContain(`First Parent (${first}) cancelled their sign-up for Clean-up 1-2 pm`);
    expect(notice!.parsed.text).toContain('Second Parent was next on the waitlist and now has the place; we e-mailed them.');

    expect((await (await request.get(managePath(secondLink))).json()).results).toMatchObject({ status: 'confirmed', position: 0 });
    const roster = await readRoster(request, token, event.id);
    expect(roster.entries.map(({ name, status, position }) => ({ name, status, position }))).toEqual([
      { name: 'Second Parent', status: 'confirmed', position: 0 },
      { name: 'Third Parent', status: 'waitlisted', position: 1 },
      { name: 'First Parent', status: 'cancelled', position: 0 },
    ]);
    const again = await request.post(managePath(tokenIn(confirmation!)), { data: { action: 'cancel' } });
    expect((await again.json()).results.status).toBe('cancelled');
    await runSweep(request);
    expect(mailbox.to(second)).toHaveLength(2);
    expect(mailbox.to(chair)).toHaveLength(1);
    expect(mailbox.to(third)).toHaveLength(1);
  });
});

test.describe('reminders and change notices (DESIGN section 9)', () => {
  test.describe.configure({ timeout: 150_000 });
  let mailbox: Mailbox | null = null;
  test.afterEach(async () => {
    await mailbox?.close();
    mailbox = null;
  });

  const subjects = (box: Mailbox, address: string) => box.to(address).map((mail) => mail.parsed.subject ?? '');

  /** The Monday after DST starts in New York (the second Sunday of March) of a year. */
  const mondayAfterDstStarts = (year: number) => {
    const firstSunday = 1 + ((7 - new Date(Date.UTC(year, 2, 1)).getUTCDay()) % 7);
    return `${year}-03-${String(firstSunday + 8).padStart(2, '0')}`;
  };

  test('a move and a delete each mail everyone on the sheet once, old and new; confirmed volunteers get one reminder at the same wall time two days before, across DST, however the sweep runs', async ({
    request,
  }) => {
    mailbox = await Mailbox.open();
    const { event, sheet } = await eventWithSheet(
      request,
      token,
      { slots: [{ title: 'Games booth', capacity: 2 }] },
      { location: 'Parish Hall' },
    );
    const [ann, ben, cat] = [volunteerEmail('ann'), volunteerEmail('ben'), volunteerEmail('cat')];
    for (const [name, email] of [
      ['Ann Ames', ann],
      ['Ben Bell', ben],
      ['Cat Cole', cat],
    ] as const) {
      await signUpTaken(event.id, { slot_id: sheet.slots[0]!.id, name, email });
    }
    for (const email of [ann, ben, cat]) await mailbox.expectTo(email, 1);

    // Moved to 9 a.m. on the Monday after DST starts, in the gym: two days before is 9 a.m. EST on Saturday (14:00 UTC),
    // where 48 hours before would be 13:00 UTC.
    const day = mondayAfterDstStarts(Number(event.startDt.slice(0, 4)));
    const moved = await request.post('/v2/api/event/update', {
      headers: auth(token),
      data: { id: event.id, version: 1, title: event.title, startDt: `${day}T09:00`, endDt: `${day}T12:00`, location: 'Gym' },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    for (const email of [ann, ben, cat]) {
      const [, change] = await mailbox.expectTo(email, 2);
      expect(change!.parsed.subject).toBe(`Changed: ${event.title} has a new time`);
      expect(change!.parsed.text).toMatch(
        /When: was Oct 05, \d{4} 9:00 a\.m\. - 1:00 p\.m\., now Mar \d\d, \d{4} 9:00 a\.m\. - 12:00 p\.m\./,
      );
      expect(change!.parsed.text).toContain('Where: was Parish Hall, now Gym');
    }

    const saturday = Date.parse(`${day}T14:00:00Z`) - 2 * 86_400_000;
    expect((await runSweep(request, { remindersNow: new Date(saturday - 60_000) })).reminders.sheets).toBe(0);
    await Promise.all([
      runSweep(request, { remindersNow: new Date(saturday) }),
      runSweep(request, { remindersNow: new Date(saturday + 1000) }),
    ]);
    await runSweep(request, { remindersNow: new Date(saturday + 3_600_000) });
    for (const email of [ann, ben]) {
      const mails = await mailbox.expectTo(email, 3);
      expect(mails[2]!.parsed.subject).toBe(
        `Reminder: Games booth at ${event.title}, Mar ${day.slice(8)}, ${day.slice(0, 4)} 9:00 a.m. - 12:00 p.m.`,
      );
      expect(mails[2]!.parsed.text).toContain('Where: Gym');
      expect(mails[2]!.parsed.text).toMatch(/\/volunteers\/signup\/[A-Za-z0-9_-]{43}/);
      expect(mails[2]!.parsed.attachments.map((file) => file.filename)).toEqual(['volunteer.ics']);
    }
    expect(subjects(mailbox, cat)).toHaveLength(2);

    expect((await request.delete(`/v2/api/event/delete/${event.id}`, { headers: auth(token) })).status()).toBe(200);
    for (const email of [ann, ben, cat]) {
      const mails = await mailbox.expectTo(email, email === cat ? 3 : 4);
      expect(mails.at(-1)!.parsed.subject).toBe(
        `Cancelled: ${event.title}, Mar ${day.slice(8)}, ${day.slice(0, 4)} 9:00 a.m. - 12:00 p.m.`,
      );
    }
    await runSweep(request, { remindersNow: new Date(saturday + 7_200_000) });
    expect(subjects(mailbox, ann)).toHaveLength(4);
  });

  test('one date of a series: a change of all dates tells its sheet once; deleting that date tells it it is cancelled', async ({
    request,
  }) => {
    mailbox = await Mailbox.open();
    const year = 2076 + Math.floor(Math.random() * 20);
    const series = await createEvent(request, token, {
      title: `Spirit wear sale ${marker()}`,
      startDt: `${year}-03-01T08:00`,
      endDt: `${year}-03-01T09:00`,
      location: 'Front office',
      rrule: 'FREQ=WEEKLY;COUNT=6',
    });
    const occurrence = `${series.id}_${year}0315`;
    const [slot] = (await putSheet(request, token, occurrence, { slots: [{ title: 'Cashier', capacity: 3 }] })).slots;
    const email = volunteerEmail('dana');
    await signUp(occurrence, { slot_id: slot!.id, name: 'Dana Diaz', email });
    await mailbox.expectTo(email, 1);

    const all = await request.post('/v2/api/event/update', {
      headers: auth(token),
      data: {
        id: occurrence,
        scope: 'all',
        version: 1,
        title: series.title,
        startDt: `${year}-03-01T08:00`,
        endDt: `${year}-03-01T09:00`,
        location: 'Cafeteria',
        rrule: 'FREQ=WEEKLY;COUNT=6',
      },
    });
    expect(all.status(), await all.text()).toBe(200);
    const [, change] = await mailbox.expectTo(email, 2);
    expect(change!.parsed.subject).toBe(`Changed: ${series.title} has a new place`);
    expect(change!.parsed.text).toContain('Where: was Front office, now Cafeteria');

    expect((await request.delete(`/v2/api/event/delete/${occurrence}?scope=this`, { headers: auth(token) })).status()).toBe(200);
    const [, , cancelled] = await mailbox.expectTo(email, 3);
    expect(cancelled!.parsed.subject).toBe(`Cancelled: ${series.title}, Mar 15, ${year} 8:00 a.m. - 9:00 a.m.`);
    await runSweep(request);
    expect(mailbox.to(email)).toHaveLength(3);
  });

  /** A weekly series of `count` dates at 6 p.m. far ahead, from `first` (`MM-dd`); `dateOf` names a date of it or of a series it goes on as. */
  async function weeklySeries(request: APIRequestContext, title: string, first: string, count: number) {
    const year = 2076 + Math.floor(Math.random() * 20);
    const rrule = `FREQ=WEEKLY;COUNT=${count}`;
    const series = await createEvent(request, token, {
      title: `${title} ${marker()}`,
      startDt: `${year}-${first}T18:00`,
      endDt: `${year}-${first}T19:00`,
      location: 'Library',
      rrule,
    });
    const dateOf = (seriesId: string, day: string) => `${seriesId}_${year}${day.replace('-', '')}`;
    /** Saves a date (`id`) with `scope` to `day` at `hour` for an hour, with `description`: the series it is then a date of. */
    const saveDate = async (id: string, scope: 'following' | 'all', day: string, hour: number, description = '') => {
      const response = await request.post('/v2/api/event/update', {
        headers: auth(token),
        data: {
          id,
          scope,
          version: 1,
          title: series.title,
          description,
          startDt: `${year}-${day}T${hour}:00`,
          endDt: `${year}-${day}T${hour + 1}:00`,
          location: 'Library',
          rrule,
        },
      });
      expect(response.status(), await response.text()).toBe(200);
      return ((await response.json()) as { results: { series_id: string } }).results.series_id;
    };
    return { ...series, year, dateOf, saveDate };
  }

  const sheetStatus = async (request: APIRequestContext, eventId: string) => (await request.get(publicSheetPath(eventId))).status();
  const manageView = async (request: APIRequestContext, link: string) =>
    ((await (await request.get(managePath(link))).json()) as { results: unknown }).results;

  test('"This and following" takes the sheets of the later dates on to the new series: their links, rosters and lists follow; only a real change is told', async ({
    request,
  }) => {
    mailbox = await Mailbox.open();
    const series = await weeklySeries(request, 'Family math night', '04-06', 6);
    const { year, dateOf } = series;
    const third = dateOf(series.id, '04-20');
    const [greeter] = (await putSheet(request, token, third, { slots: [{ title: 'Greeter', capacity: 2 }] })).slots;
    const dana = volunteerEmail('dana');
    const danaLink = await signUpForLink(mailbox, third, { slot_id: greeter!.id, name: 'Dana Diaz', email: dana });

    // From the second date on, a new description only: nothing a volunteer is told of.
    const next = await series.saveDate(dateOf(series.id, '04-13'), 'following', '04-13', 18, 'Bring a calculator.');
    expect(next).not.toBe(series.id);
    const moved = dateOf(next, '04-20');
    await expect.poll(() => sheetStatus(request, moved)).toBe(200);
    const sheet = (await (await request.get(publicSheetPath(moved))).json()) as { results: { slots: Array<{ names: string[] }> } };
    expect(sheet.results.slots[0]!.names).toEqual(['Dana D.']);
    expect(await sheetStatus(request, third)).toBe(404);
    expect((await readRoster(request, token, moved)).entries.map((entry) => entry.email)).toEqual([dana]);
    const open = ((await (await request.get('/v1/api/signups')).json()) as { results: Array<{ event_id: string }> }).results;
    expect(open.map((item) => item.event_id).filter((id) => id.startsWith(series.id) || id.startsWith(next))).toEqual([moved]);
    expect(await manageView(request, danaLink)).toMatchObject({ event_id: moved, status: 'confirmed', startDt: `${year}-04-20T18:00` });

    // From the fourth date on, an hour later: that date's volunteer is told the new time, under the newest id.
    const fourth = dateOf(next, '04-27');
    const [helper] = (await putSheet(request, token, fourth, { slots: [{ title: 'Helper', capacity: 2 }] })).slots;
    const ed = volunteerEmail('ed');
    const edLink = await signUpForLink(mailbox, fourth, { slot_id: helper!.id, name: 'Ed Eng', email: ed });
    const last = await series.saveDate(fourth, 'following', '04-27', 19, 'Bring a calculator.');
    const [, change] = await mailbox.expectTo(ed, 2);
    expect(change!.parsed.subject).toBe(`Changed: ${series.title} has a new time`);
    expect(change!.parsed.text).toContain(`When: was Apr 27, ${year} 6:00 p.m. - 7:00 p.m., now Apr 27, ${year} 7:00 p.m. - 8:00 p.m.`);
    expect(manageLinkIn(change!).token).toBe(edLink);
    expect(await manageView(request, edLink)).toMatchObject({ event_id: dateOf(last, '04-27'), startDt: `${year}-04-27T19:00` });

    // Dana, whose date only took a new id, was told nothing; her link still cancels.
    await runSweep(request);
    expect(mailbox.to(dana).map((mail) => mail.parsed.subject)).toEqual([expect.stringMatching(/^You're signed up/)]);
    const cancelled = await request.post(managePath(danaLink), { data: { action: 'cancel' } });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    expect((await readRoster(request, token, moved)).entries.map((entry) => entry.status)).toEqual(['cancelled']);
  });

  test('"All events" moved a day later takes each date\'s sheet to its new date and tells its volunteers the new date', async ({
    request,
  }) => {
    mailbox = await Mailbox.open();
    const series = await weeklySeries(request, 'Reading buddies', '05-04', 4);
    const { year, dateOf } = series;
    const second = dateOf(series.id, '05-11');
    const [reader] = (await putSheet(request, token, second, { slots: [{ title: 'Reader', capacity: 2 }] })).slots;
    const gia = volunteerEmail('gia');
    const link = await signUpForLink(mailbox, second, { slot_id: reader!.id, name: 'Gia Gray', email: gia });

    expect(await series.saveDate(second, 'all', '05-12', 18)).toBe(series.id);
    const [, change] = await mailbox.expectTo(gia, 2);
    expect(change!.parsed.subject).toBe(`Changed: ${series.title} has a new time`);
    expect(change!.parsed.text).toContain(`When: was May 11, ${year} 6:00 p.m. - 7:00 p.m., now May 12, ${year} 6:00 p.m. - 7:00 p.m.`);
    const moved = dateOf(series.id, '05-12');
    expect(await manageView(request, link)).toMatchObject({ event_id: moved, status: 'confirmed' });
    expect((await readRoster(request, token, moved)).entries.map((entry) => entry.email)).toEqual([gia]);
  });

  test('parallel "This and following" edits: the refused ones tell nobody anything, the one that lands takes the sheet along', async ({
    request,
  }) => {
    mailbox = await Mailbox.open();
    const series = await weeklySeries(request, 'Bingo night', '09-01', 8);
    const { dateOf, year } = series;
    const last = dateOf(series.id, '10-20');
    const [caller] = (await putSheet(request, token, last, { slots: [{ title: 'Caller', capacity: 1 }] })).slots;
    const hal = volunteerEmail('hal');
    await signUpForLink(mailbox, last, { slot_id: caller!.id, name: 'Hal Hill', email: hal });

    const days = ['09-08', '09-15', '09-22', '09-29'];
    const answers = await Promise.all(
      days.map((day) =>
        request.post('/v2/api/event/update', {
          headers: auth(token),
          data: {
            id: dateOf(series.id, day),
            scope: 'following',
            version: 1,
            title: series.title,
            description: `From ${day} on.`,
            startDt: `${year}-${day}T18:00`,
            endDt: `${year}-${day}T19:00`,
            location: 'Library',
            rrule: 'FREQ=WEEKLY;COUNT=8',
          },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status()).sort()).toEqual([200, 409, 409, 409]);
    const landed = answers.find((answer) => answer.status() === 200)!;
    const next = ((await landed.json()) as { results: { series_id: string } }).results.series_id;
    const moved = dateOf(next, '10-20');
    expect((await readRoster(request, token, moved)).entries.map((entry) => entry.email)).toEqual([hal]);

    // A later move of that date is the one thing Hal hears of: no "Cancelled" from a refused save came before it.
    await series.saveDate(moved, 'following', '10-20', 19);
    const mails = await mailbox.expectTo(hal, 2);
    expect(mails.map((mail) => mail.parsed.subject)).toEqual([
      expect.stringMatching(/^You're signed up/),
      `Changed: ${series.title} has a new time`,
    ]);
  });

  test('sign-ups sent while "This and following" moves their date\'s sheet: each one answered 200 is on the new date\'s sheet, the others are a 404', async ({
    request,
  }) => {
    mailbox = await Mailbox.open();
    const series = await weeklySeries(request, 'Science fair judging', '02-02', 4);
    const third = series.dateOf(series.id, '02-16');
    const [judge] = (await putSheet(request, token, third, { slots: [{ title: 'Judge', capacity: 100 }] })).slots;
    const first = volunteerEmail('judge');
    await signUpTaken(third, { slot_id: judge!.id, name: 'First Judge', email: first });
    const client = newClient();
    const emails = Array.from({ length: 30 }, (_, index) => volunteerEmail(`judge${index}`));
    let split: Promise<string> | undefined;
    const statuses = await inParallel(30, 8, async (index) => {
      // The split starts while the first sign-ups are still in flight.
      if (index === 8) split = series.saveDate(series.dateOf(series.id, '02-09'), 'following', '02-09', 18, 'Judges sign in at 5:45.');
      return (await signUp(third, { slot_id: judge!.id, name: `Judge ${index}`, email: emails[index] }, client)).status();
    });
    const moved = series.dateOf(await split!, '02-16');
    await expect.poll(() => sheetStatus(request, moved)).toBe(200);
    expect(statuses.filter((status) => status !== 200 && status !== 404)).toEqual([]);
    // Which sign-ups land before the split is the machine's to decide; none answered 200 is lost.
    const kept = [first, ...emails.filter((_, index) => statuses[index] === 200)];
    const roster = await readRoster(request, token, moved);
    expect(roster.entries.map((entry) => entry.email).sort()).toEqual([...kept].sort());
    // Each of them is confirmed by mail once, its private link opening the sign-up at its new date.
    for (const email of kept) {
      const [confirmation] = await mailbox.expectTo(email, 1);
      expect(await manageView(request, manageLinkIn(confirmation!).token)).toMatchObject({ event_id: moved, status: 'confirmed' });
    }
  });
});
