/**
 * Edits and deletes of one occurrence of a series (DESIGN section 9; docs/decisions/063). An occurrence id
 * `{seriesId}_{yyyyMMdd}` needs a scope:
 * - `this`: the occurrence's own changes are kept in the series (`overrides`); a delete skips its day;
 * - `following`: the series ends the day before, and (on an edit) a new series starts at the occurrence;
 * - `all`: the series itself, moved by as many days as the occurrence was.
 * The series has one version: every change of it is conditional on the version (or the etag) read, and
 * records the months it owes first (monthsJob), as every event write does. The one write of two records,
 * `following`, records a job holding the new series first and writes the old one's end before it: a run
 * stopped anywhere is finished by the sweep, or undone when the old series was never cut (splitJob).
 */
import { addDays, dayOf, daysBetween, type DateMove, type EventFields, type EventRecord } from '../core/event';
import type { EventInput, SeriesScope } from '../core/event-schema';
import { EVENT_INPUT_MESSAGES } from '../event-messages';
import {
  findOccurrence,
  isSeries,
  movedTo,
  occurrenceAt,
  occurrenceDays,
  recordMonths,
  ruleDays,
  withGivenSkips,
} from '../recurrence/expand';
import { formatRule, parseRule, readOccurrenceId } from '../recurrence/rule';
import { seriesProblem } from '../recurrence/series-check';
import { eventKey, monthsJob, newEventId, storedEvent, syncMonths } from './event-store.server';
import { assertGradesExist, editedFields, editedRecord, updateEvent } from './events.server';
import { HttpError } from '../../../server/http.server';
import { defineJob, listOpenJobs, withJob } from '../../../server/jobs.server';
import { createRecord, openStore, readRecord, readWithEtag, replaceRecord, requireVersion, staleEdit } from '../../../server/store.server';
import { z } from '../../../shared/zod';

const eventsStore = () => openStore('events', { strong: true });
const ATTEMPTS = 5;

const notFound = () => new HttpError(404, 'NOT_FOUND', 'That event no longer exists.');
const noOccurrence = () => new HttpError(404, 'NOT_FOUND', EVENT_INPUT_MESSAGES.noOccurrence);
const scopeNeeded = () => new HttpError(400, 'INVALID_INPUT', EVENT_INPUT_MESSAGES.scopeNeeded);

function assertSeries(record: EventRecord): void {
  if (!isSeries(record)) return;
  const problem = seriesProblem(record.startDt, record.rrule, record.exdates);
  if (problem) throw new HttpError(400, 'INVALID_INPUT', problem.message);
}

/**
 * Rewrites a series: conditional on `version` when given (409 when stale), else on the etag read (a few
 * tries). Its months, before and after, are owed first. Answers the record saved.
 */
async function rewriteSeries(
  seriesId: string,
  version: number | undefined,
  change: (current: EventRecord) => EventRecord,
  now: Date,
): Promise<EventRecord> {
  const store = eventsStore();
  const key = eventKey(seriesId);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const current = await readWithEtag(store, key, storedEvent);
    if (!current) throw notFound();
    if (version !== undefined && current.data.version !== version) throw staleEdit();
    const next = { ...change(current.data), version: current.data.version + 1, updatedAt: now.toISOString() };
    assertSeries(next);
    const months = [...new Set([...recordMonths(current.data), ...recordMonths(next)])];
    if (await withJob(monthsJob, { id: seriesId, months }, () => replaceRecord(store, key, current.etag, next))) return next;
    if (version !== undefined) throw staleEdit();
  }
  throw new HttpError(409, 'BUSY', 'This event is being changed by someone else right now. Please try again.');
}

/** A series with one occurrence's own changes: the edited fields that differ from the series on that day. */
export function withOverride(series: EventRecord, day: string, edited: EventFields): EventRecord {
  if (!isSeries(series)) return series;
  const { [day]: replaced, ...others } = series.overrides ?? {};
  // A series saved before the Spanish texts has none: '' is no change, so a later edit of all still reaches it.
  const plain = new Map(Object.entries({ title_es: '', description_es: '', ...occurrenceAt({ ...series, overrides: undefined }, day) }));
  const changed = Object.entries(edited).filter(([field, value]) => JSON.stringify(value) !== JSON.stringify(plain.get(field)));
  // The date's own photos are kept by the photo calls, not by its edits (docs/decisions/085).
  const override = { ...Object.fromEntries(changed), ...(replaced?.images && { images: replaced.images }) };
  const overrides = Object.keys(override).length > 0 ? { ...others, [day]: override } : others;
  return { ...series, overrides };
}

/**
 * A series cut to end the day before `day`: its rule gets that UNTIL, its later skips and changes go. It names
 * the series its later dates went on as (`continued_as`, none for a delete), so a split's job knows its own cut.
 */
export function endedBefore(series: EventRecord & { rrule: string }, day: string): EventRecord {
  const rule = parseRule(series.rrule);
  if (!rule.ok) throw new Error(`A stored series has a rule that does not read: ${series.id}`);
  const { count: _count, ...parts } = rule.parts;
  const { overrides, exdates, ...rest } = series;
  const keptChanges = Object.entries(overrides ?? {}).filter(([changed]) => changed < day);
  return {
    ...rest,
    continued_as: series.continued_as ?? [],
    rrule: formatRule({ ...parts, until: addDays(day, -1) }),
    exdates: (exdates ?? []).filter((skipped) => skipped < day),
    ...(keptChanges.length > 0 ? { overrides: Object.fromEntries(keptChanges) } : {}),
  };
}

/**
 * The rule a new series starting at `day` takes when the edit kept the old one: what remained of its count. A
 * rule is kept when it gives the same days, however it is written: the Event Editor writes a weekly rule's
 * weekday out (`BYDAY=TU`) where one made through the API may leave it to the start.
 */
function remainingRule(series: EventRecord & { rrule: string }, rrule: string | undefined, day: string): string | undefined {
  const kept = rrule === series.rrule || (rrule !== undefined && sameDays(ruleDays(series), ruleDays({ startDt: series.startDt, rrule })));
  if (!kept) return rrule;
  const rule = parseRule(series.rrule);
  if (!rule.ok || rule.parts.count === undefined) return rrule;
  return formatRule({ ...rule.parts, count: rule.parts.count - ruleDays(series).indexOf(day) });
}

const sameDays = (one: readonly string[], other: readonly string[]) =>
  one.length === other.length && one.every((day, index) => other[index] === day);

/** The series moved by the days its occurrence moved, and given the edit's times and length (`all`). */
function movedSeries(series: EventRecord & { rrule: string }, day: string, input: EventInput): EventRecord {
  const shift = daysBetween(day, dayOf(input.startDt));
  const firstDay = addDays(dayOf(series.startDt), shift);
  const startDt = `${firstDay}${input.startDt.slice(10)}`;
  const { endDt } = movedTo({ startDt: input.startDt, endDt: input.endDt }, firstDay);
  const moved = editedRecord(series, {
    ...input,
    startDt,
    endDt,
    rrule: input.rrule,
    exdates: (input.exdates ?? series.exdates ?? []).map((skipped) => addDays(skipped, shift)),
  });
  // Skipped days the moved rule no longer gives are dropped, as are changes of days it no longer gives.
  return withGivenSkips(shift === 0 ? moved : withMove(moved, { from: '', to: series.id, shift }));
}

/** The moves a series keeps: enough for any address shared in a school year, and a record of bounded size. */
const MOVES_KEPT = 20;

/** A series that records a move of its dates to new ids, for their old addresses (docs/decisions/097). */
const withMove = (series: EventRecord, move: DateMove): EventRecord => ({
  ...series,
  moved_dates: [...(series.moved_dates ?? []), move].slice(-MOVES_KEPT),
});

const splitPayload = z.object({ seriesId: z.string(), day: z.string(), months: z.array(z.string()), next: storedEvent });

/**
 * What a `following` edit owes once the old series is cut: the new series (held whole in the job), and the
 * months of both synced. When the old series was never cut by this split (the run stopped before, or another
 * edit's write landed first and this one was refused), nothing is created.
 */
export const splitJob = defineJob({
  kind: 'event-series-split',
  payload: splitPayload,
  settle: async ({ seriesId, day, months, next }) => {
    const store = eventsStore();
    if (await isSplitInto(seriesId, next.id, day)) await createRecord(store, eventKey(next.id), next);
    await Promise.all([syncMonths(store, months, seriesId), syncMonths(store, months, next.id)]);
    return 'done';
  },
});

/**
 * Finishes every split of a series still owed its new series (a run stopped after the cut, its job left for the
 * sweep), so that what a caller reads next is the series as the split leaves it: the dates it cut off are back
 * under their new ids (docs/decisions/094). The job's handler is idempotent; the sweep still deletes the job.
 */
export async function finishSplits(seriesId: string): Promise<void> {
  for (const job of await listOpenJobs()) {
    const payload = job.kind === splitJob.kind ? splitPayload.safeParse(job.payload).data : undefined;
    if (payload?.seriesId === seriesId) await splitJob.settle(payload);
  }
}

/**
 * Whether the split that goes on as the series `next` from `day` made its cut of a series, which then names it
 * (`continued_as`): its new series is owed. A split refused because another edit landed first made none, even
 * where that edit cut the series too (docs/decisions/094). A series cut before cuts named their series (a job
 * left from then) is taken as cut by the split when it has no date from `day` on, as it was then.
 */
export async function isSplitInto(seriesId: string, next: string, day: string): Promise<boolean> {
  const old = await readRecord(eventsStore(), eventKey(seriesId), storedEvent, { strong: true });
  if (!old) return false;
  if (old.continued_as) return old.continued_as.includes(next);
  return !isSeries(old) || occurrenceDays(old).every((given) => given < day);
}

/** `following`: the series as read (`etag`) is cut before `day`, and a new one (`split`) starts there with the edit. */
async function splitSeries(
  series: EventRecord & { rrule: string },
  etag: string,
  day: string,
  input: EventInput,
  now: Date,
  split: NewSeries,
) {
  const store = eventsStore();
  const rrule = remainingRule(series, input.rrule, day);
  const next = withGivenSkips({
    ...editedFields(input),
    ...(rrule ? { rrule, exdates: (input.exdates ?? series.exdates ?? []).filter((skipped) => skipped >= day) } : {}),
    id: split.id,
    // The copies of the photos the date showed, which the caller made (docs/decisions/085).
    images: split.images,
    version: 1,
    updatedAt: now.toISOString(),
  });
  assertSeries(next);
  const cut = {
    ...withMove(endedBefore(series, day), { from: day, to: next.id, shift: daysBetween(day, dayOf(input.startDt)) }),
    continued_as: [...(series.continued_as ?? []), next.id],
    version: series.version + 1,
    updatedAt: now.toISOString(),
  };
  const months = [...new Set([...recordMonths(series), ...recordMonths(next)])];
  await withJob(splitJob, { seriesId: series.id, day, months, next }, async () => {
    if (!(await replaceRecord(store, eventKey(series.id), etag, cut))) throw staleEdit();
    await createRecord(store, eventKey(next.id), next);
  });
  return isSeries(next) ? occurrenceAt(next, dayOf(next.startDt)) : next;
}

/** The id and photos of the series a `following` edit starts. */
export interface NewSeries {
  id: string;
  images: string[];
}

/**
 * POST /v2/api/event/update with any id: a single event or a whole series, or one occurrence with its scope.
 * A `following` edit starts its new series as `newSeries` says when given (the caller has copied its photos;
 * docs/decisions/085), else under a new id with the photos of the date it starts at.
 */
export async function updateEventScoped(
  input: EventInput & { id: string },
  now: Date = new Date(),
  newSeries?: NewSeries,
): Promise<EventRecord> {
  const occurrence = readOccurrenceId(input.id);
  if (!occurrence) return updateEvent(input, now);
  if (!input.scope) throw scopeNeeded();
  const version = requireVersion(input.version);
  // Read once with its etag: a `following` split writes the cut conditional on this very read.
  const read = await readWithEtag(eventsStore(), eventKey(occurrence.seriesId), storedEvent);
  if (!read) throw notFound();
  const series = read.data;
  if (series.version !== version) throw staleEdit();
  const current = findOccurrence(series, occurrence.day);
  if (!current || !isSeries(series)) throw noOccurrence();
  await assertGradesExist(input.grade_list, current.grade_list);
  const first = occurrenceDays(series)[0];
  if (input.scope === 'following' && occurrence.day !== first) {
    const split = newSeries ?? { id: newEventId(input.title), images: current.images };
    return splitSeries(series, read.etag, occurrence.day, input, now, split);
  }
  if (input.scope === 'this') {
    const saved = await rewriteSeries(series.id, version, (stored) => withOverride(stored, occurrence.day, editedFields(input)), now);
    return findOccurrence(saved, occurrence.day) ?? saved;
  }
  const saved = await rewriteSeries(
    series.id,
    version,
    (stored) => (isSeries(stored) ? movedSeries(stored, occurrence.day, input) : stored),
    now,
  );
  const day = addDays(occurrence.day, daysBetween(occurrence.day, dayOf(input.startDt)));
  return findOccurrence(saved, day) ?? saved;
}

/**
 * DELETE /v2/api/event/delete/{id}?scope=: a single event or a whole series (its photos are the caller's:
 * `removeWhole`), or one occurrence (`this` skips its day) or it and those after (`following`).
 */
export async function deleteEventScoped(
  id: string,
  scope: SeriesScope | undefined,
  removeWhole: (seriesId: string) => Promise<EventRecord>,
  now: Date = new Date(),
): Promise<EventRecord> {
  const occurrence = readOccurrenceId(id);
  if (!occurrence) return removeWhole(id);
  if (!scope) throw scopeNeeded();
  const series = await readRecord(eventsStore(), eventKey(occurrence.seriesId), storedEvent, { strong: true });
  const current = series && findOccurrence(series, occurrence.day);
  if (!series || !current || !isSeries(series)) throw noOccurrence();
  const days = occurrenceDays(series);
  const left = scope === 'this' ? days.filter((day) => day !== occurrence.day) : days.filter((day) => day < occurrence.day);
  if (scope === 'all' || left.length === 0) return removeWhole(series.id);
  await rewriteSeries(
    series.id,
    undefined,
    (stored) => {
      if (!isSeries(stored)) return stored;
      if (scope === 'following') return endedBefore(stored, occurrence.day);
      const { [occurrence.day]: _dropped, ...overrides } = stored.overrides ?? {};
      return { ...stored, exdates: [...new Set([...(stored.exdates ?? []), occurrence.day])].sort(), overrides };
    },
    now,
  );
  return current;
}
