/**
 * `npm run bench` (DESIGN section 7; docs/quality.md): with ten years of history (about 3,000 events and
 * 20,000 submissions) it prints, for each read path,
 *   1. blob reads and listing requests per request (in process, over stores that count their calls);
 *   2. p50/p95 latency over HTTP on the local emulation next to a static file of the same size, and the ratio;
 *   3. requests per second and errors under a loopback load (autocannon), next to the same static file.
 * The HTTP parts use a store namespace of their own ('bench'), seeded afresh. Prints figures and the bars
 * of docs/decisions/039 and 041 (a month, a grade's month and the home list: at most 3 blob reads, within 3x of a static
 * file at p50); not a test.
 * BENCH_SKIP_SERVED=1 runs part 1 only; BENCH_SUBMISSIONS, BENCH_SAMPLES, BENCH_LOAD_SECONDS shrink a run.
 */
import { demoGrades } from '../demo/grades';
import { printTable } from './figures';
import { seedHistory } from './history';
import { BOUNDED_READS, measureReads } from './reads';
import { BAR_RATIO, EVENT_READ_RATIO, EVENT_READS, measureServed, readPaths, startSite } from './served';
import { withLocalStore } from '../local/netlify-local';
import { seedDemoData } from '../seed/seed';

const NAMESPACE = 'bench';

async function main(): Promise<void> {
  const now = new Date();
  const reads = await measureReads(now);
  printTable(reads.table);
  const boundedMet = reads.bounded.every(({ most }) => most <= BOUNDED_READS);
  console.log(
    `\nBar: a month, a grade's month and the home list each read at most ${BOUNDED_READS} blobs, listings counted (${reads.bounded
      .map(({ name, most }) => `${name}: ${most}`)
      .join('; ')}): ${boundedMet ? 'met' : 'NOT met'}.`,
  );
  if (process.env.BENCH_SKIP_SERVED) return;

  process.env.HSA_STORE_NAMESPACE = NAMESPACE;
  const started = performance.now();
  console.log(`\nSeeding the '${NAMESPACE}' store of the local emulation with the demo data and ten years of history...`);
  const history = await withLocalStore(async () => {
    await seedDemoData({ reset: true });
    // The demo grades are stored by seedDemoData; the history's events name their slugs.
    return seedHistory(
      now,
      demoGrades(now).map((grade) => grade.slug),
      (written) => console.log(`  ${written} records written`),
    );
  });
  console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(0)} s.`);

  const site = await startSite(NAMESPACE);
  try {
    const { latency, throughput, worst, ratios } = await measureServed(
      site.base,
      readPaths(now, history.eventIds[Math.floor(history.eventIds.length / 2)]!),
    );
    printTable(latency);
    printTable(throughput);
    const eventRatios = EVENT_READS.map((name) => ({ name, ratio: ratios.get(name) ?? Infinity }));
    const eventsMet = eventRatios.every(({ ratio }) => ratio <= EVENT_READ_RATIO);
    console.log(
      `\nBar: a month, a grade's month and the home list each answer within ${EVENT_READ_RATIO}x of a static file of their size, p50 (${eventRatios
        .map(({ name, ratio }) => `${name}: ${ratio.toFixed(1)}x`)
        .join('; ')}): ${eventsMet ? 'met' : 'NOT met'}.`,
    );
    const verdict = worst.ratio <= BAR_RATIO ? 'met' : 'NOT met';
    console.log(
      `\nBar: an API read's p50 within ${BAR_RATIO}x of a static file of its size (the CSV export, which reads the whole history, aside). Worst: ${worst.name} at ${worst.ratio.toFixed(1)}x: ${verdict}.`,
    );
  } finally {
    site.child.kill('SIGTERM');
  }
}

await main();
