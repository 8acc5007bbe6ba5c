/**
 * Ten years of an association's history for the benchmarks (DESIGN section 7): about 3,000 events, a third
 * of them for grades, some lasting days across month ends, and 20,000 form submissions. The same data on
 * every run (a seeded random sequence). Written through the server modules, into whatever store is open.
 */
import { putEvents } from '../../src/features/events/server/events.server';
import { storeSubmission } from '../../src/features/submissions/submissions.server';
import { addDays, addMonths, type EventRecord } from '../../src/features/events/core/event';
import { weekdayOf } from '../../src/features/events/recurrence/rule';
import { schoolToday } from '../../src/features/events/core/event-time';
import { FORM_TYPES, type FormType } from '../../src/features/forms/form-types';

export const HISTORY = {
  years: 10,
  /** Weekly series (decision 063) across the year before and after today, beside the single events. */
  weeklySeries: Number(process.env.BENCH_WEEKLY_SERIES ?? 50),
  eventsPerMonth: Number(process.env.BENCH_EVENTS_PER_MONTH ?? 25),
  submissions: Number(process.env.BENCH_SUBMISSIONS ?? 20_000),
};

/** Writes this many at a time: the local blob server is a real HTTP server. */
const PARALLEL = 40;
const EVENTS_AT_ONCE = 12 * HISTORY.eventsPerMonth;

/** A seeded random sequence, so that every run stores the same history. */
export function random(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

async function inBatches<T>(items: readonly T[], write: (item: T) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < items.length; start += PARALLEL) await Promise.all(items.slice(start, start + PARALLEL).map(write));
}

export interface History {
  eventIds: string[];
  /** The first month of the ten years, `yyyy-MM`. */
  firstMonth: string;
  submissions: number;
}

function historyEvents(now: Date, gradeSlugs: readonly string[]): { events: EventRecord[]; firstMonth: string } {
  const next = random(42);
  const firstMonth = addMonths(schoolToday(now).slice(0, 7), -(HISTORY.years / 2) * 12);
  const events: EventRecord[] = [];
  for (let m = 0; m < HISTORY.years * 12; m += 1) {
    const month = addMonths(firstMonth, m);
    for (let n = 0; n < HISTORY.eventsPerMonth; n += 1) {
      const day = 1 + Math.floor(next() * 28);
      const start = `${month}-${String(day).padStart(2, '0')}T${String(8 + Math.floor(next() * 11)).padStart(2, '0')}:00`;
      // One in ten lasts a few days (some across a month end); a third belong to grades.
      const days = next() < 0.1 ? 1 + Math.floor(next() * 4) : 0;
      const end = new Date(Date.parse(`${start}:00Z`) + days * 86_400_000 + 2 * 3_600_000).toISOString().slice(0, 16);
      const pick = next();
      const grade_list = pick < 0.6 ? [] : pick < 0.9 ? [gradeSlugs[Math.floor(next() * gradeSlugs.length)]!] : gradeSlugs.slice(0, 3);
      const id = `bench-${m}-${n}`;
      events.push({
        id,
        name: id,
        title: `Event ${m}-${n}`,
        slug: id,
        location: 'Gym',
        description: 'Bench event.',
        grade_list,
        startDt: start,
        endDt: end,
        event_links: [],
        images: [],
        version: 1,
        updatedAt: now.toISOString(),
      });
    }
  }
  return { events: [...events, ...weeklySeries(now, gradeSlugs)], firstMonth };
}

/** Series of two years less a day from a year ago, each on a weekday of its own, at 7 p.m. */
function weeklySeries(now: Date, gradeSlugs: readonly string[]): EventRecord[] {
  const yearAgo = addDays(schoolToday(now), -365);
  return Array.from({ length: HISTORY.weeklySeries }, (_, index) => {
    const day = addDays(yearAgo, index % 7);
    const until = addDays(yearAgo, 729).replaceAll('-', '');
    const id = `bench-series-${index}`;
    return {
      id,
      name: id,
      title: `Weekly ${index}`,
      slug: id,
      location: 'Library',
      description: 'Bench series.',
      grade_list: index % 3 === 0 ? [] : [gradeSlugs[index % gradeSlugs.length]!],
      startDt: `${day}T19:00`,
      endDt: `${day}T20:00`,
      event_links: [],
      images: [],
      version: 1,
      updatedAt: now.toISOString(),
      rrule: `FREQ=WEEKLY;BYDAY=${weekdayOf(day)};UNTIL=${until}`,
      exdates: [],
    };
  });
}

function historySubmission(index: number, now: Date): { formType: FormType; data: Record<string, unknown>; at: Date } {
  const formType = FORM_TYPES[index % FORM_TYPES.length]!;
  // Spread over the ten years, oldest first.
  const at = new Date(now.getTime() - (HISTORY.submissions - index) * ((HISTORY.years * 365 * 86_400_000) / HISTORY.submissions));
  const person = { name: `Parent ${index}`, email: `parent${index}@families.example.org` };
  const data: Record<string, unknown> =
    formType === 'event_feedback'
      ? {
          event_name: 'bench-event',
          event_title: 'Bench Event',
          event_date: at.toISOString().slice(0, 10),
          rating: 1 + (index % 10),
          feedback: 'Lovely afternoon.',
        }
      : formType === 'reimbursement_request'
        ? {
            ...person,
            volunteer_activity: 'Reimburesment',
            payto_name: person.name,
            payto_address: '1 Main St',
            phone: '410-555-0100',
            pay_arrangement: 'Mail Directly',
            description: 'Supplies',
            reimbursement_total: 12.5,
            reimburesment_total: 12.5,
            invoices: [],
            receipts: [],
          }
        : {
            ...person,
            child_name: 'Sam',
            child_homeroom: '3B',
            volunteer_activity: 'book-fair',
            comments: 'Happy to help.',
            activity_date: '2026-01-10',
            hours: 2,
          };
  return { formType, data, at };
}

/** Writes the ten years; `onProgress` hears how many records are written so far. */
export async function seedHistory(now: Date, gradeSlugs: readonly string[], onProgress?: (written: number) => void): Promise<History> {
  const { events, firstMonth } = historyEvents(now, gradeSlugs);
  let written = 0;
  const counted = async (write: Promise<unknown>) => {
    await write;
    written += 1;
    if (written % 2000 === 0) onProgress?.(written);
  };
  // A year at a time: the records, then each month's summary once (putEvents).
  for (let start = 0; start < events.length; start += EVENTS_AT_ONCE) {
    const chunk = events.slice(start, start + EVENTS_AT_ONCE);
    await putEvents(chunk);
    written += chunk.length;
    onProgress?.(written);
  }
  const rows = Array.from({ length: HISTORY.submissions }, (_, index) => historySubmission(index, now));
  await inBatches(rows, ({ formType, data, at }) =>
    counted(storeSubmission(formType, data, at, { status: at.getTime() % 2 ? 'COMPLETE' : 'INCOMPLETE' })),
  );
  return { eventIds: events.map((event) => event.id), firstMonth, submissions: rows.length };
}
