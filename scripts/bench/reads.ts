/**
 * Blob reads and listing requests per API read, with ten years of history (scripts/bench/history.ts) in
 * in-memory stores that count their calls (DESIGN sections 5 and 7). Store calls cost nothing here, so
 * the times are the function's own work; on Netlify each read or listing page is a network round trip,
 * which is why the counts are the figure that matters.
 */
import type { Context } from '@netlify/functions';
import calendarFeed from '../../netlify/functions/calendar-feed';
import eventFunction from '../../netlify/functions/event';
import formDataFunction from '../../netlify/functions/form-data';
import { putFormation } from '../../src/features/formations/formations.server';
import { setStoreFactory } from '../../src/server/store.server';
import { issueToken } from '../../src/server/guard.server';
import { findUser, saveUser } from '../../src/features/users/users.server';
import { addMonths, monthRange } from '../../src/features/events/core/event';
import { schoolToday } from '../../src/features/events/core/event-time';
import { countingStores, LIST_PAGE_SIZE, type StoreCalls } from '../stores/counting-store';
import { demoGrades } from '../demo/grades';
import { HISTORY, random, seedHistory } from './history';
import { average, quantile, type Table } from './figures';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const CSV_SAMPLES = 5;

type Fn = (req: Request, context: Context) => Promise<Response>;
const context = { ip: '127.0.0.1', params: {} } as unknown as Context;

/** The reads DESIGN section 7 bounds: at most this many blob reads, listings counted as reads. */
export const BOUNDED_READS = 3;
const BOUNDED_PATHS = ['month of events (calendar)', "grade's month (grade page)", 'home list (upcoming 11)'];

export interface ReadFigures {
  table: Table;
  /** The most blob reads and listings one request of each bounded path made. */
  bounded: { name: string; most: number }[];
}

export async function measureReads(now: Date): Promise<ReadFigures> {
  const stores = countingStores();
  setStoreFactory(stores.factory);
  process.env.JWT_SECRET ??= 'bench-only-secret-bench-only-secret-bench';
  // The feed's links name the configured site address (env.server.ts), which a bench run has none of.
  process.env.SITE_URL ??= 'http://localhost:8888';
  try {
    const grades = demoGrades(now);
    for (const grade of grades) await putFormation(grade);
    await saveUser({ userId: 'bench-treasurer', name: 'Bench', scopes: ['forms'], is_admin: false, password: 'bench-password-long' });
    const token = await issueToken((await findUser('bench-treasurer'))!);
    const history = await seedHistory(
      now,
      grades.map((grade) => grade.slug),
    );

    const next = random(7);
    const anyMonth = () => addMonths(history.firstMonth, Math.floor(next() * HISTORY.years * 12));
    const anyGrade = () => grades[Math.floor(next() * grades.length)]!.slug;
    const month = (perPage: number) => {
      const { start, end } = monthRange(anyMonth());
      return `per_page=${perPage}&start_dt=${start}&end_dt=${end}`;
    };
    const bounded: ReadFigures['bounded'] = [];
    const measure = async (name: string, fn: Fn, path: () => string, samples = SAMPLES, auth = false) => {
      const calls: StoreCalls[] = [];
      const times: number[] = [];
      for (let i = 0; i < samples; i += 1) {
        const request = new Request(new URL(path(), 'http://localhost'), { headers: auth ? { Authorization: `Bearer ${token}` } : {} });
        const started = performance.now();
        const measured = await stores.measure(async () => {
          const response = await fn(request, context);
          if (response.status !== 200)
            throw new Error(`${request.url} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
          return response.text();
        });
        times.push(performance.now() - started);
        calls.push(measured.calls);
      }
      const reads = calls.map((call) => call.reads);
      const lists = calls.map((call) => call.lists);
      if (BOUNDED_PATHS.includes(name)) bounded.push({ name, most: Math.max(...calls.map((call) => call.reads + call.lists)) });
      return [
        name,
        `${average(reads).toFixed(1)} / ${Math.max(...reads)}`,
        `${average(lists).toFixed(1)} / ${Math.max(...lists)}`,
        `${quantile(times, 0.5).toFixed(1)} / ${quantile(times, 0.95).toFixed(1)} ms`,
      ];
    };

    const rows = [
      await measure('month of events (calendar)', eventFunction, () => `/v2/api/event?${month(50)}`),
      await measure(
        "grade's month (grade page)",
        eventFunction,
        () => `/v2/api/event?${month(30)}&grade_level=${anyGrade()}&include_fields=id,images,title,slug,startDt`,
      ),
      await measure(
        'home list (upcoming 11)',
        eventFunction,
        () => `/v2/api/event??per_page=11&start_dt=${schoolToday(now)}&include_fields=id,title,startDt,endDt`,
      ),
      await measure('one event', eventFunction, () => `/v2/api/event/${history.eventIds[Math.floor(next() * history.eventIds.length)]}`),
      await measure('feed events.ics (16 months)', calendarFeed, () => '/v2/api/calendar/events.ics', 20),
      await measure(
        'page of submissions (10 rows)',
        formDataFunction,
        () => '/v1/user_auth/form-data/volunteer_request?page=3&page_size=10',
        SAMPLES,
        true,
      ),
      await measure(
        'CSV export (one form, all rows)',
        formDataFunction,
        () => '/v1/user_auth/form-data/volunteer_request/download',
        CSV_SAMPLES,
        true,
      ),
    ];
    return {
      table: {
        title: `Blob reads per request, in process, with ${history.eventIds.length} events and ${history.submissions} submissions`,
        head: [
          'request',
          'blob reads avg / max',
          `listing requests avg / max (${LIST_PAGE_SIZE} keys a page)`,
          'p50 / p95 (function only)',
        ],
        rows,
      },
      bounded,
    };
  } finally {
    setStoreFactory(null);
  }
}
