/**
 * Which officers' texts still lack their Spanish version (docs/decisions/070, 071), as the Site Content tool
 * lists them: grouped by kind, each named as the officers know it, with where its Spanish is written (a field
 * of this tool, or the tool that edits it). A text counts as missing where a Spanish page would show its
 * English (`showsEnglishOn`); an empty English text does not. Only what a parent can still see counts: events
 * and sign-up sheets that end today or later.
 */
import { showsEnglishOn } from '../../shared/i18n/officer-text';
import { EVENT_DATE_FORMATS, formatEventDate, monthOf, type UpcomingEventTexts } from '../events';
import type { LinkPill } from '../formations';
import type { UpcomingSheetTexts } from '../signups';
import { CONTENT_TEXT } from './content-messages';
import type { BoardMember } from './page-content';
import type { SiteContent } from './site-content';

/** The list's groups, in the order it shows them. */
export const SPANISH_KINDS = ['site', 'board', 'events', 'committees', 'grades', 'gradeLinks', 'committeeLinks', 'slots'] as const;
export type SpanishKind = (typeof SPANISH_KINDS)[number];

/** Where a text's Spanish is written: a field of this tool (its control's `data-field-id`) or another tool's address. */
export type SpanishPlace = { fieldId: string } | { href: string };

/** One text that may have a Spanish version: its group, its name in the list, where its Spanish is written, and both versions. */
export interface SpanishText {
  kind: SpanishKind;
  label: string;
  place: SpanishPlace;
  english: string | undefined;
  spanish: string | null | undefined;
}

/** An entry of the list: the text's group, its name and where to go. */
export type MissingSpanish = Pick<SpanishText, 'kind' | 'label' | 'place'>;

/** The Spanish fields' ids, the paths their problems are reported at. */
export const SPANISH_FIELD_IDS = {
  welcomeText: 'welcomeText_es',
  mission: 'mission_es',
  boardTitle: (index: number) => `members.${index}.title_es`,
} as const;

/** The admin tools where the other kinds are edited; the Events Tool opens at a month (`?month=yyyy-MM`). */
export const SPANISH_TOOLS = {
  eventsAt: (startDt: string) => `/access/events?month=${monthOf(startDt)}`,
  committees: '/access/committees',
  grades: '/access/grades',
} as const;

const LABELS = CONTENT_TEXT.spanishLabels;

/** The texts of the site content and the board, in the order the tool shows their fields. */
export function siteSpanishTexts(
  site: Pick<SiteContent, 'welcomeText' | 'welcomeText_es' | 'mission' | 'mission_es'>,
  board: readonly BoardMember[],
): SpanishText[] {
  return [
    {
      kind: 'site',
      label: LABELS.welcomeText,
      place: { fieldId: SPANISH_FIELD_IDS.welcomeText },
      english: site.welcomeText,
      spanish: site.welcomeText_es,
    },
    { kind: 'site', label: LABELS.mission, place: { fieldId: SPANISH_FIELD_IDS.mission }, english: site.mission, spanish: site.mission_es },
    ...board.map((member, index) => ({
      kind: 'board' as const,
      label: LABELS.boardTitle(member.title.trim()),
      place: { fieldId: SPANISH_FIELD_IDS.boardTitle(index) },
      english: member.title,
      spanish: member.title_es,
    })),
  ];
}

/**
 * The titles and descriptions of the events that end on `today` (`yyyy-MM-dd`) or later, by start: a series
 * once (however many of its occurrences come), and a date of a series changed on its own with the texts it
 * carries, named by that date.
 */
export function eventSpanishTexts(events: readonly UpcomingEventTexts[], today: string): SpanishText[] {
  const toCome = events.filter((event) => event.endDt.slice(0, 10) >= today).sort((a, b) => a.startDt.localeCompare(b.startDt));
  // A changed date that keeps its series' title is named by the series' (the first of its other items).
  const seriesTitle = new Map<string, string>();
  for (const event of toCome) {
    const key = event.series_id ?? event.id;
    if (!event.changed_on && event.title !== undefined && !seriesTitle.has(key)) seriesTitle.set(key, event.title);
  }
  const seen = new Set<string>();
  return toCome.flatMap((event) => {
    const key = event.changed_on ? event.id : (event.series_id ?? event.id);
    if (seen.has(key)) return [];
    seen.add(key);
    const title = (event.title ?? seriesTitle.get(event.series_id ?? '') ?? '').trim();
    const name = event.changed_on ? LABELS.changedDate(title, formatEventDate(event.startDt, EVENT_DATE_FORMATS.dayMonth)) : title;
    const place = { href: SPANISH_TOOLS.eventsAt(event.startDt) };
    return [
      ...(event.title === undefined
        ? []
        : [{ kind: 'events' as const, label: LABELS.eventTitle(name), place, english: event.title, spanish: event.title_es }]),
      ...(event.description === undefined
        ? []
        : [
            {
              kind: 'events' as const,
              label: LABELS.eventDescription(name),
              place,
              english: event.description,
              spanish: event.description_es,
            },
          ]),
    ];
  });
}

/** A grade or committee as the list reads it: its title and links, and a committee's description. */
export interface FormationTexts {
  title: string;
  title_es?: string;
  links?: readonly LinkPill[];
  description?: string;
  description_es?: string;
}

const linkTexts = (kind: 'gradeLinks' | 'committeeLinks', owner: FormationTexts, href: string): SpanishText[] =>
  (owner.links ?? []).map((link) => ({
    kind,
    label: LABELS.link(owner.title.trim(), link.key.trim()),
    place: { href },
    english: link.key,
    spanish: link.key_es,
  }));

const titleText = (kind: 'grades' | 'committees', owner: FormationTexts, href: string): SpanishText => ({
  kind,
  label: LABELS.formationTitle(owner.title.trim()),
  place: { href },
  english: owner.title,
  spanish: owner.title_es,
});

/** The committees' titles and descriptions (each committee's title first), then their link labels, in the order given. */
export function committeeSpanishTexts(committees: readonly FormationTexts[]): SpanishText[] {
  const href = SPANISH_TOOLS.committees;
  return [
    ...committees.flatMap((committee) => [
      titleText('committees', committee, href),
      {
        kind: 'committees' as const,
        label: LABELS.committeeDescription(committee.title.trim()),
        place: { href },
        english: committee.description,
        spanish: committee.description_es,
      },
    ]),
    ...committees.flatMap((committee) => linkTexts('committeeLinks', committee, href)),
  ];
}

/** The grades' titles, then their link labels, in the order given. */
export const gradeSpanishTexts = (grades: readonly FormationTexts[]): SpanishText[] => [
  ...grades.map((grade) => titleText('grades', grade, SPANISH_TOOLS.grades)),
  ...grades.flatMap((grade) => linkTexts('gradeLinks', grade, SPANISH_TOOLS.grades)),
];

/**
 * The slots' titles of the sign-up sheets of events that end on `today` or later, by start. An event with
 * sheets on more than one date (the occurrences of a series) is named with each sheet's date.
 */
export function slotSpanishTexts(sheets: readonly UpcomingSheetTexts[], today: string): SpanishText[] {
  const toCome = sheets.filter((sheet) => sheet.endDt.slice(0, 10) >= today).sort((a, b) => a.startDt.localeCompare(b.startDt));
  const sheetsOf = new Map<string, number>();
  for (const sheet of toCome) sheetsOf.set(sheet.title.trim(), (sheetsOf.get(sheet.title.trim()) ?? 0) + 1);
  return toCome.flatMap((sheet) => {
    const title = sheet.title.trim();
    const name =
      (sheetsOf.get(title) ?? 0) > 1 ? LABELS.changedDate(title, formatEventDate(sheet.startDt, EVENT_DATE_FORMATS.dayMonth)) : title;
    return sheet.slots.map((slot) => ({
      kind: 'slots' as const,
      label: LABELS.slot(name, slot.title.trim()),
      place: { href: SPANISH_TOOLS.eventsAt(sheet.startDt) },
      english: slot.title,
      spanish: slot.title_es,
    }));
  });
}

/** The texts a Spanish page would show in English, in the order given. */
export function withoutSpanish(texts: readonly SpanishText[]): MissingSpanish[] {
  return texts
    .filter((text) => showsEnglishOn('es', text.english ?? '', text.spanish))
    .map(({ kind, label, place }) => ({ kind, label, place }));
}

/** A group of the list: its kind, the entries it shows (at most `limit`) and how many more it has. */
export interface MissingSpanishGroup {
  kind: SpanishKind;
  shown: MissingSpanish[];
  more: number;
}

/** A group shows this many entries, then says how many more, so that a long list stays usable. */
export const SPANISH_GROUP_LIMIT = 20;

/** The entries by kind, in the list's order, only the kinds that have any. */
export function groupMissingSpanish(missing: readonly MissingSpanish[], limit = SPANISH_GROUP_LIMIT): MissingSpanishGroup[] {
  return SPANISH_KINDS.flatMap((kind) => {
    const entries = missing.filter((entry) => entry.kind === kind);
    return entries.length === 0 ? [] : [{ kind, shown: entries.slice(0, limit), more: Math.max(0, entries.length - limit) }];
  });
}
