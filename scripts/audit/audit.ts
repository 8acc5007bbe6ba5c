/**
 * `npm run audit` (DESIGN section 7; docs/quality.md): Lighthouse's mobile run and axe on every public page
 * and admin screen, popups open where a page has one, printed as one table with the bars checked.
 * It audits the site at AUDIT_URL (default http://localhost:8888, what `npm start` serves); when nothing
 * answers there it starts the build itself on a free port with a store of its own ('audit', demo data).
 * Admin screens are audited as the demo administrator. Lighthouse runs AUDIT_RUNS times (default 3) on each
 * page and screen, and the median of each score counts. The script budgets (docs/decisions/040,
 * DESIGN section 7) are measured apart, in a phone-sized Chromium: what each page loads at start and once
 * every island is hydrated. AUDIT_ONLY=Home,Events (page names, comma separated) audits only those;
 * AUDIT_SKIP=lighthouse,axe leaves those parts out (the budgets always run). A public page is held to
 * performance 98, a total blocking time of at most 150 ms (the medians) and 60 KB of script at start, in both
 * languages (docs/decisions/073). Prints figures and ends with exit status 1 when a bar is not met; not a test.
 */
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '../../src/shared/session';
import { axeViolations } from './axe';
import { runLighthouse, startChrome, type LighthouseFigures } from './lighthouse';
import { hydrateIslands, measureScripts, type ScriptFigures } from './scripts';
import { auditTargets, type AuditTarget } from './targets';
import { printTable, quantile } from '../bench/figures';
import { startSite } from '../bench/served';
import { findChromium } from '../test/chromium';
import { demoToken } from '../demo/users';
import { DEMO_SUBMISSIONS } from '../demo/submissions';

/** DESIGN section 7 and docs/decisions/040: every public page at performance 98 or more, and 100 for the rest. */
const BARS = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100 };
/** A public page's total blocking time, at most (median of the runs; docs/decisions/073). */
const MAX_BLOCKING_MS = 150;
/**
 * The admin screens' performance is held to a target of our own, not a bar (docs/decisions/046): a screen
 * below it is reported apart, since the one that misses it waits for the officer's own data.
 */
const ADMIN_PERFORMANCE_TARGET = 95;
const isAdminTarget = (target: AuditTarget, bar: keyof typeof BARS) => bar === 'performance' && !target.public;
const barOf = (target: AuditTarget, bar: keyof typeof BARS) => (isAdminTarget(target, bar) ? ADMIN_PERFORMANCE_TARGET : BARS[bar]);
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 3));
const SKIP = new Set((process.env.AUDIT_SKIP ?? '').split(',').map((part) => part.trim().toLowerCase()));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The median of each score over the runs; the audits below a full score in any run, once each. */
function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const median = (pick: (figures: LighthouseFigures) => number) => quantile(runs.map(pick), 0.5);
  return {
    performance: median((figures) => figures.performance),
    accessibility: median((figures) => figures.accessibility),
    bestPractices: median((figures) => figures.bestPractices),
    seo: median((figures) => figures.seo),
    scriptBytes: median((figures) => figures.scriptBytes),
    totalBlockingTime: median((figures) => figures.totalBlockingTime),
    failing: [...new Set(runs.flatMap((figures) => figures.failing))],
  };
}

/**
 * Admin screens, and the pages behind a private link (a payee's status, a volunteer's manage page), carry
 * `noindex` on purpose (search engines have no business there), which Lighthouse's SEO category scores as its
 * is-crawlable failure; docs/quality.md explains the exception. Any other SEO failure on them still counts.
 */
const keptFromSearch = (target: AuditTarget, figures: LighthouseFigures) =>
  (target.path.startsWith('/access') || target.privateLink === true) &&
  figures.failing.filter((line) => line.startsWith('seo:')).every((line) => line.startsWith('seo: is-crawlable'));
const WIDTHS = [390, 1280];

async function siteBase(): Promise<{ base: string; stop: () => void }> {
  const wanted = process.env.AUDIT_URL ?? 'http://localhost:8888';
  if (
    await fetch(wanted).then(
      (response) => response.ok,
      () => false,
    )
  )
    return { base: wanted.replace(/\/$/, ''), stop: () => {} };
  console.log(`Nothing answers at ${wanted}; starting the build on a port of its own (store 'audit')...`);
  const site = await startSite('audit');
  return { base: site.base, stop: () => site.child.kill('SIGTERM') };
}

async function results<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return ((await response.json()) as { results: T }).results;
}

const isEmptyList = (value: unknown) => Array.isArray(value) && value.length === 0;

/**
 * A payee's status page opens only with a private link that a mail carries: the audit sends one reimbursement
 * request to the demo site it audits and measures the link it is given, the page drawn with a request's status
 * (docs/decisions/088). The request stays in that site's store, with its mails to the demo's officers and the
 * payee's example.org address: an "Audit Sample" row in the Forms dashboard after each audit of all pages.
 */
async function sampleStatusPage(base: string): Promise<string> {
  // The demo's reimbursement without receipts, sent again under the audit's name.
  const demo = DEMO_SUBMISSIONS.find(({ formType, formData }) => formType === 'reimbursement_request' && isEmptyList(formData.receipts));
  if (!demo) throw new Error('the demo data has no reimbursement request without receipts to send as a sample');
  const form_data = { ...demo.formData, name: 'Audit Sample', email: 'audit.sample@example.org' };
  const response = await fetch(`${base}/v1/api/submit-form`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ form_type: 'reimbursement_request', form_data }),
  });
  if (!response.ok) throw new Error(`the sample reimbursement request answered ${response.status}`);
  // The spec's answer of a submission: `{ status: true }`, with the reference and the status link beside it.
  const { status_page } = (await response.json()) as { status_page?: string };
  if (!status_page) throw new Error('the sample reimbursement request was answered without its status link');
  return status_page;
}

/** The islands a page's HTML names (Astro's component-url), e.g. ['SiteHeader', 'FooterUser']. */
async function islandsOf(base: string, path: string): Promise<string[]> {
  const html = await (await fetch(`${base}${path}`)).text();
  return [...html.matchAll(/component-url="\/_astro\/([^".]+)/g)].map((match) => match[1]!);
}

/** Puts the token in (or takes it out of) the audited browser's local storage for the site's origin. */
async function setToken(context: BrowserContext, base: string, token: string | null): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${base}/robots.txt`).catch(() => page.goto(`${base}/`));
  await page.evaluate(([key, value]) => (value ? localStorage.setItem(key!, value) : localStorage.removeItem(key!)), [
    TOKEN_STORAGE_KEY,
    token,
  ] as const);
  await page.close();
}

interface LighthouseResult {
  figures: LighthouseFigures;
  /** Each run's performance, in order. */
  performances: number[];
}

async function lighthouseAll(base: string, token: string, targets: AuditTarget[]): Promise<Map<string, LighthouseResult | string>> {
  const figures = new Map<string, LighthouseResult | string>();
  const chrome = await startChrome(findChromium());
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = browser.contexts()[0]!;
    for (const target of targets.filter((candidate) => !candidate.axeOnly)) {
      await setToken(context, base, target.signedIn ? token : null);
      process.stdout.write(`Lighthouse: ${target.name}... `);
      try {
        const runs: LighthouseFigures[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          const result = await runLighthouse(`${base}${target.path}`, chrome.port);
          runs.push(result);
          process.stdout.write(`${result.performance}/${result.accessibility}/${result.bestPractices}/${result.seo} `);
        }
        const median = medianFigures(runs);
        figures.set(target.name, { figures: median, performances: runs.map((run) => run.performance) });
        console.log(runs.length > 1 ? `median ${median.performance}/${median.accessibility}/${median.bestPractices}/${median.seo}` : '');
      } catch (error) {
        figures.set(target.name, error instanceof Error ? error.message : String(error));
        console.log('failed');
      }
    }
  } finally {
    await browser.close().catch(() => {});
    chrome.kill();
  }
  return figures;
}

async function axeAll(browser: Browser, base: string, token: string, targets: AuditTarget[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const width of WIDTHS) {
    for (const target of targets) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, timezoneId: 'America/New_York' });
      if (target.signedIn)
        await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, token] as const);
      const page = await context.newPage();
      page.on('dialog', (dialog) => void dialog.dismiss());
      await page.goto(`${base}${target.path}`, { waitUntil: 'networkidle' });
      await hydrateIslands(page);
      const add = (label: string, violations: string[]) =>
        found.set(label, [...(found.get(label) ?? []), ...violations.map((violation) => `${width}px ${violation}`)]);
      add(target.name, await axeViolations(page));
      if (target.popup) {
        const label = `${target.name}, ${target.popup.name}`;
        try {
          await target.popup.open(page);
          await page.waitForLoadState('networkidle');
          add(label, await axeViolations(page));
        } catch (error) {
          add(label, [`could not open: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`]);
        }
      }
      await context.close();
    }
  }
  return found;
}

async function main(): Promise<void> {
  const site = await siteBase();
  try {
    const { base } = site;
    const grades = await results<Array<{ slug: string }>>(`${base}/v2/api/formation/grade?include_fields=slug`);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    const upcoming = await results<Array<{ id: string }>>(`${base}/v2/api/event?per_page=1&start_dt=${today}&include_fields=id`);
    const only = process.env.AUDIT_ONLY?.split(',').map((name) => name.trim());
    // The demo administrator signs in first: a site without the demo's users is not audited, nor written to.
    const token = await demoToken(base, 'admin');
    const wantsStatus = !only || only.some((name) => name.startsWith('Reimbursement Status'));
    const statusPage = wantsStatus ? await sampleStatusPage(base) : undefined;
    const targets = auditTargets({ gradeSlug: grades[0]?.slug, eventId: upcoming[0]?.id, statusPage }).filter(
      (target) => !only || only.includes(target.name),
    );
    console.log(`Auditing ${base}: ${targets.length} pages and screens.\n`);

    const lighthouse = SKIP.has('lighthouse') ? new Map<string, LighthouseResult | string>() : await lighthouseAll(base, token, targets);
    const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-gpu'] });
    const scripts = new Map<string, ScriptFigures | string>();
    const axe = await (async () => {
      for (const target of targets.filter((candidate) => !candidate.signedIn)) {
        process.stdout.write(`Scripts: ${target.name}... `);
        const measured = await measureScripts(browser, `${base}${target.path}`).catch((error: unknown) =>
          error instanceof Error ? error.message.split('\n')[0]! : String(error),
        );
        scripts.set(target.name, measured);
        console.log(
          typeof measured === 'string' ? `failed: ${measured}` : `${kb(measured.atStart)} at start, ${kb(measured.hydrated)} hydrated`,
        );
      }
      return SKIP.has('axe') ? new Map<string, string[]>() : axeAll(browser, base, token, targets);
    })().finally(() => browser.close());

    const misses: string[] = [];
    const belowTarget: string[] = [];
    const rows: string[][] = [];
    for (const target of targets) {
      const result = lighthouse.get(target.name);
      const figures = typeof result === 'string' ? result : result?.figures;
      const islands = await islandsOf(base, target.path);
      if (target.static && islands.length) misses.push(`${target.name}: a page without interactive features loads ${islands.join(', ')}`);
      const script = scripts.get(target.name);
      if (typeof script === 'string') misses.push(`${target.name}: scripts not measured: ${script}`);
      else if (script && target.budgetKb !== undefined && script.atStart > target.budgetKb * 1024)
        misses.push(`${target.name}: ${kb(script.atStart)} of script at start > budget ${target.budgetKb} KB`);
      const labels = [target.name, ...(target.popup ? [`${target.name}, ${target.popup.name}`] : [])];
      for (const label of labels) {
        const violations = axe.get(label) ?? [];
        if (violations.length) misses.push(`${label}: axe ${violations.join('; ')}`);
      }
      if (typeof figures === 'string') misses.push(`${target.name}: Lighthouse failed: ${figures}`);
      if (figures && typeof figures !== 'string') {
        const checks: Array<[keyof typeof BARS, number]> = [
          ['performance', figures.performance],
          ['accessibility', figures.accessibility],
          ['bestPractices', figures.bestPractices],
          ['seo', figures.seo],
        ];
        if (target.public && figures.totalBlockingTime > MAX_BLOCKING_MS)
          misses.push(`${target.name}: total blocking time ${figures.totalBlockingTime} ms > ${MAX_BLOCKING_MS} ms`);
        for (const [bar, value] of checks)
          if (value < barOf(target, bar) && !(bar === 'seo' && keptFromSearch(target, figures)))
            (isAdminTarget(target, bar) ? belowTarget : misses).push(
              `${target.name}: ${bar} ${value} < ${barOf(target, bar)} (${figures.failing.filter((line) => line.startsWith(bar === 'bestPractices' ? 'best-practices' : bar)).join(', ')})`,
            );
      }
      const lh = figures && typeof figures !== 'string' ? figures : undefined;
      rows.push([
        target.name + (target.signedIn ? ' *' : ''),
        lh ? String(lh.performance) : '-',
        lh ? String(lh.accessibility) : '-',
        lh ? String(lh.bestPractices) : '-',
        lh ? `${lh.seo}${keptFromSearch(target, lh) ? ' (noindex)' : ''}` : '-',
        result && typeof result !== 'string' ? result.performances.join(' ') : '-',
        lh ? `${lh.totalBlockingTime} ms` : '-',
        script && typeof script !== 'string' ? kb(script.atStart) : '-',
        script && typeof script !== 'string' ? kb(script.hydrated) : '-',
        target.budgetKb === undefined
          ? '-'
          : `${target.budgetKb} KB ${script && typeof script !== 'string' && script.atStart <= target.budgetKb * 1024 ? 'met' : 'NOT met'}`,
        SKIP.has('axe') ? '-' : String(labels.reduce((sum, label) => sum + (axe.get(label)?.length ?? 0), 0)),
        target.popup ? target.popup.name : '',
        islands.join(' '),
      ]);
    }
    printTable({
      title: `Lighthouse (mobile; median of ${RUNS} runs, each run's performance under Runs) and axe at ${WIDTHS.join(' and ')} px. * signed in as the demo administrator. JS: gzip bytes of the scripts a 390 px page loads at start and once every island is hydrated.`,
      head: ['Page', 'Perf', 'A11y', 'BP', 'SEO', 'Runs', 'TBT', 'JS start', 'JS hydrated', 'Budget', 'axe', 'Popup checked', 'Islands'],
      rows,
    });
    console.log(
      `\nBars: performance >= ${BARS.performance} and total blocking time <= ${MAX_BLOCKING_MS} ms on public pages (admin screens: a target of ${ADMIN_PERFORMANCE_TARGET}, reported apart); accessibility, best practices and SEO ${BARS.seo}; 0 axe violations; pages without interactive features load no island; scripts at start within each page's budget (gzip).`,
    );
    const skipped = [...SKIP].filter(Boolean);
    if (skipped.length) console.log(`Left out (AUDIT_SKIP): ${skipped.join(', ')}.`);
    if (rows.some((row) => row[4]!.endsWith('(noindex)')))
      console.log('Admin screens: SEO below 100 only for their deliberate noindex (docs/quality.md).');
    console.log(misses.length ? `Not met (${misses.length}):\n${misses.map((miss) => `  - ${miss}`).join('\n')}` : 'Every bar is met.');
    // A bar not met fails the run (exit status 1), so a script or a maintainer can stop on it.
    if (misses.length) process.exitCode = 1;
    console.log(
      belowTarget.length
        ? `Admin screens below their target of ${ADMIN_PERFORMANCE_TARGET} (${belowTarget.length}; docs/decisions/046):\n${belowTarget.map((miss) => `  - ${miss}`).join('\n')}`
        : `Every admin screen meets its target of ${ADMIN_PERFORMANCE_TARGET}.`,
    );
  } finally {
    site.stop();
  }
}

await main();
