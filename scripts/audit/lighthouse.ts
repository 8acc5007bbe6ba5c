/**
 * Lighthouse's mobile run (its default config: a phone screen, simulated slow 4G and a 4x slower CPU) on
 * one Chromium that chrome-launcher starts with a debugging port. Every run starts as a first visit:
 * Lighthouse empties the browser's HTTP cache and the origin's caches before loading the page (its
 * storage reset), so no run reuses the scripts an earlier page loaded. Its reset leaves local storage
 * alone (its clearStorageTypes), which is where admin screens find the demo administrator's token.
 */
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { gzipSync } from 'node:zlib';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** JavaScript the page loaded, each script gzip-compressed at level 9 (the budgets' measure). */
  scriptBytes: number;
  /** Total blocking time, in milliseconds (Lighthouse's simulated phone). */
  totalBlockingTime: number;
  /** Audits below a full score in the four categories, for the report's notes. */
  failing: string[];
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export async function startChrome(chromePath: string | undefined): Promise<LaunchedChrome> {
  return launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
}

const gzipCache = new Map<string, number>();
async function gzipSize(url: string): Promise<number> {
  const known = gzipCache.get(url);
  if (known !== undefined) return known;
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  const size = gzipSync(body, { level: 9 }).length;
  gzipCache.set(url, size);
  return size;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
}

/** What a console-error or browser-issue audit saw first, so the report says what to fix. */
function firstDescription(details: unknown): string {
  const item = (details as { items?: Array<{ description?: unknown; issueType?: unknown; sourceLocation?: { url?: string } }> } | undefined)
    ?.items?.[0];
  const text = item?.description ?? item?.issueType;
  return typeof text === 'string' ? `: ${text.slice(0, 160)}${item?.sourceLocation?.url ? ` at ${item.sourceLocation.url}` : ''}` : '';
}

export async function runLighthouse(url: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  let scriptBytes = 0;
  for (const request of requests) scriptBytes += await gzipSize(request.url);
  const failing = CATEGORIES.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id]!)
      .filter(
        (audit) =>
          audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual',
      )
      .map((audit) => `${id}: ${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}${firstDescription(audit.details)}`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    scriptBytes,
    totalBlockingTime: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    failing,
  };
}
