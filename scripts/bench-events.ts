/**
 * `npm run bench:events`: blob reads and in-process latency of the event reads with ten years of events
 * (about 3,000) in an in-memory store that counts its calls (DESIGN section 7). Store calls cost nothing
 * here, so the times show the function's own work; on Netlify each read or listing is a network round trip,
 * which is why the counts are the figure that matters. Prints figures; it is not a test.
 */
import type { Context } from '@netlify/functions';
import calendarFeed from '../netlify/functions/calendar-feed';
import eventFunction from '../netlify/functions/event';
import { putEvent } from '../netlify/server/events.server';
import { putFormation } from '../netlify/server/formations.server';
import { setStoreFactory } from '../netlify/server/store.server';
import type { EventRecord } from '../src/domain/event';
import { addMonths, monthRange } from '../src/domain/event-range';
import { schoolToday } from '../src/domain/event-time';
import { countingStores, type StoreCalls } from '../tests/support/counting-store';
import { demoGrades } from './demo/grades';

const YEARS = 10;
const EVENTS_PER_MONTH = 25;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);

const stores = countingStores();
setStoreFactory(stores.factory);

/** A seeded random sequence, so that every run stores the same events. */
function random(seed: number): () => number {
  let state = seed;
  return () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
}

async function seed(now: Date): Promise<{ ids: string[]; grades: string[]; firstMonth: string }> {
  const grades = demoGrades(now);
  for (const grade of grades) await putFormation(grade);
  const slugs = grades.map((grade) => grade.slug);
  const next = random(42);
  const firstMonth = addMonths(schoolToday(now).slice(0, 7), -(YEARS / 2) * 12);
  const ids: string[] = [];
  for (let m = 0; m < YEARS * 12; m += 1) {
    const month = addMonths(firstMonth, m);
    for (let n = 0; n < EVENTS_PER_MONTH; n += 1) {
      const day = 1 + Math.floor(next() * 28);
      const start = `${month}-${String(day).padStart(2, '0')}T${String(8 + Math.floor(next() * 11)).padStart(2, '0')}:00`;
      // One in ten lasts a few days (some across a month end); a third belong to grades.
      const days = next() < 0.1 ? 1 + Math.floor(next() * 4) : 0;
      const end = new Date(Date.parse(`${start}:00Z`) + days * 86_400_000 + 2 * 3_600_000).toISOString().slice(0, 16);
      const pick = next();
      const grade_list = pick < 0.6 ? [] : pick < 0.9 ? [slugs[Math.floor(next() * slugs.length)]!] : slugs.slice(0, 3);
      const id = `bench-${m}-${n}`;
      const event: EventRecord = { id, name: id, title: `Event ${m}-${n}`, slug: id, location: 'Gym', description: 'Bench event.', grade_list, startDt: start, endDt: end, event_links: [], images: [], version: 1, updatedAt: now.toISOString() };
      await putEvent(event);
      ids.push(id);
    }
  }
  return { ids, grades: slugs, firstMonth };
}

type Fn = (req: Request, context: Context) => Promise<Response>;
const context = { ip: '127.0.0.1', params: {} } as unknown as Context;

interface Figures {
  name: string;
  answered: number;
  calls: StoreCalls[];
  times: number[];
}

/** Events in an answer: a list's length, 1 for one event, the VEVENTs of a feed. */
function answeredEvents(body: string): number {
  if (!body.startsWith('{')) return body.split('BEGIN:VEVENT').length - 1;
  const { results } = JSON.parse(body) as { results: unknown };
  return Array.isArray(results) ? results.length : 1;
}

async function measure(name: string, fn: Fn, paths: () => string): Promise<Figures> {
  const figures: Figures = { name, answered: 0, calls: [], times: [] };
  for (let i = 0; i < SAMPLES; i += 1) {
    const request = new Request(new URL(paths(), 'http://localhost'));
    const started = performance.now();
    const { value: response, calls } = await stores.measure(() => fn(request, context));
    const body = await response.text();
    figures.times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${request.url} answered ${response.status}: ${body.slice(0, 200)}`);
    figures.answered += answeredEvents(body);
    figures.calls.push(calls);
  }
  return figures;
}

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? NaN;
const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

async function main(): Promise<void> {
  const now = new Date();
  const started = performance.now();
  const { ids, grades, firstMonth } = await seed(now);
  console.log(`Seeded ${ids.length} events over ${YEARS} years and ${grades.length} grades in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`);
  const next = random(7);
  const anyMonth = () => addMonths(firstMonth, Math.floor(next() * YEARS * 12));
  const anyGrade = () => grades[Math.floor(next() * grades.length)]!;
  const month = () => {
    const { start, end } = monthRange(anyMonth());
    return `?per_page=50&start_dt=${start}&end_dt=${end}`;
  };
  const results = [
    await measure('month (calendar, Events Tool)', eventFunction, () => `/v2/api/event${month()}`),
    await measure("grade's month (grade page)", eventFunction, () => `/v2/api/event${month().replace('per_page=50', 'per_page=30')}&grade_level=${anyGrade()}&include_fields=id,images,title,slug,startDt`),
    await measure('home list (upcoming 11)', eventFunction, () => `/v2/api/event??per_page=11&start_dt=${schoolToday(now)}&include_fields=id,title,startDt,endDt`),
    await measure('one event', eventFunction, () => `/v2/api/event/${ids[Math.floor(next() * ids.length)]}`),
    await measure('feed events.ics (16 months)', calendarFeed, () => '/v2/api/calendar/events.ics'),
    await measure("feed {grade}.ics", calendarFeed, () => `/v2/api/calendar/${anyGrade()}.ics`),
  ];
  const rows = [['request', 'events answered (avg)', 'blob reads avg / max', 'listings avg / max', 'p50 / p95 (in-process)']];
  for (const { name, answered, calls, times } of results) {
    const reads = calls.map((call) => call.reads);
    const lists = calls.map((call) => call.lists);
    rows.push([
      name,
      (answered / calls.length).toFixed(1),
      `${average(reads).toFixed(1)} / ${Math.max(...reads)}`,
      `${average(lists).toFixed(1)} / ${Math.max(...lists)}`,
      `${quantile(times, 0.5).toFixed(2)} / ${quantile(times, 0.95).toFixed(2)} ms`,
    ]);
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '));
  console.log(`\n${SAMPLES} requests each. Blob reads count record reads (get); grade feeds and grade checks also read the grade.`);
}

await main();
