/**
 * What a sign-up write owes by mail (docs/decisions/049, 066), as a job recorded before the write: the volunteer's
 * confirmation (`signup_id`), the mails of those a write gave a place (`promoted_by`: the marker the write put on
 * them) and the sheet's addresses' notice of a cancellation (`cancelled`). The job builds each mail from the
 * records as they are when it settles, under a deterministic outbox id, so a mail goes at most once however
 * often the job runs; a write that never landed owes nothing.
 */
import { readSiteContent } from '../../content/index.server';
import { eventTitleIn, formatEventWhen } from '../../events';
import { eventCalendar, findEvent } from '../../events/index.server';
import {
  associationNameIn,
  currentMailSettings,
  deliverMail,
  headerText,
  queueOutgoing,
  type MailAddress,
  type MailContent,
  type MailState,
  type OwedMail,
} from '../../notifications/index.server';
import { siteUrl } from '../../../server/env.server';
import { defineJob, type JobOutcome } from '../../../server/jobs.server';
import { z } from '../../../shared/zod';
import { langOf, type Lang } from '../../../shared/i18n/lang';
import { officerText } from '../../../shared/i18n/officer-text';
import { positionOf, type SheetRecord, type SignupEntry } from '../core/sheet';
import { cancelNoticeMail, confirmationMail, eventWhenIn, promotedMail, type SignupMailInput } from './signup-mail-content.server';
import { ensureManageLink, managePageUrl } from './manage-links.server';
import { ensureDueMarker, readMovedSheet } from './sheets.server';
import { sheetMoveOwed } from './moves-owed.server';

type EventRecord = NonNullable<Awaited<ReturnType<typeof findEvent>>>;

/** What a mail says of its event: its Spanish title too, for a family that signed up in Spanish (docs/decisions/070). */
type EventFacts = Pick<EventRecord, 'title' | 'title_es' | 'startDt' | 'endDt' | 'location'>;

export interface MailSetting {
  event: EventFacts;
  /** The event's record, for its calendar file; null for a date that is gone. */
  record: EventRecord | null;
  sheet: SheetRecord;
  associationEmail: string;
  origin: string;
}

/** The language a volunteer signed up in (docs/decisions/068): every mail to them is in it. */
export const entryLang = (entry: SignupEntry): Lang => langOf(entry.lang);

const volunteerAddress = (entry: SignupEntry): MailAddress => {
  const name = headerText(entry.name);
  return name ? { name, address: entry.email } : { address: entry.email };
};

/**
 * What every mail to one volunteer says of their sign-up, with the private link `token` opens: in their
 * language, the event's and the slot's Spanish titles too where the officers wrote them (docs/decisions/070).
 */
export function volunteerMailInput(
  entry: SignupEntry,
  { event, sheet, associationEmail, origin }: MailSetting,
  token: string,
): SignupMailInput {
  const lang = entryLang(entry);
  const slot = sheet.slots.find((candidate) => candidate.id === entry.slot_id);
  return {
    volunteerName: entry.name,
    slotTitle: slot ? officerText(slot.title, slot.title_es, lang).text : '',
    eventTitle: eventTitleIn(event, lang).text,
    when: eventWhenIn(lang, event),
    location: event.location,
    manageUrl: managePageUrl(token, origin, lang),
    position: positionOf(sheet, entry),
    associationFullName: associationNameIn(lang),
    associationEmail,
    lang,
  };
}

const volunteerInput = async (entry: SignupEntry, setting: MailSetting): Promise<SignupMailInput> =>
  volunteerMailInput(entry, setting, await ensureManageLink(setting.sheet.event_id, entry.id));

/** The event as a calendar file, for a volunteer who has a place; its link to the event in their language. */
const calendarFile = (event: EventRecord, origin: string, lang: Lang) => ({
  filename: 'volunteer.ics',
  content_type: 'text/calendar; charset=utf-8; method=PUBLISH',
  content: eventCalendar(event, origin, lang),
});

/** What every mail of one sheet reads alike: its event, the association's address and the site's. */
export async function mailSetting(sheet: SheetRecord, event: EventFacts, record: EventRecord | null = null): Promise<MailSetting> {
  return { sheet, event, record, associationEmail: (await readSiteContent({ strong: true })).hsaEmail, origin: siteUrl() };
}

/** One volunteer's mail: `build` writes it from their sign-up; a calendar file when they have a place. */
export async function volunteerMailOf(
  kind: string,
  entry: SignupEntry,
  setting: MailSetting,
  build: (input: SignupMailInput) => MailContent,
  withCalendar: boolean,
): Promise<OwedMail> {
  return {
    kind,
    to: [volunteerAddress(entry)],
    replyTo: setting.associationEmail ? { address: setting.associationEmail } : null,
    ...build(await volunteerInput(entry, setting)),
    ...(withCalendar && setting.record ? { attachments: [calendarFile(setting.record, setting.origin, entryLang(entry))] } : {}),
  };
}

/** The mails a job owes, by their outbox ids, from the records as they are now. */
async function owedMails(payload: SignupMailPayload, setting: MailSetting): Promise<Array<{ id: string; mail: OwedMail }>> {
  const { sheet } = setting;
  const owed: Array<{ id: string; mail: OwedMail }> = [];
  const signup = sheet.entries.find((entry) => entry.id === payload.signup_id);
  if (signup && signup.status !== 'cancelled') {
    const mail = await volunteerMailOf('signup-confirm', signup, setting, confirmationMail, signup.status === 'confirmed');
    owed.push({ id: `${signup.id}-signup-confirm`, mail });
  }
  const promoted = payload.promoted_by
    ? sheet.entries.filter((entry) => entry.promoted_by === payload.promoted_by && entry.status === 'confirmed')
    : [];
  for (const entry of promoted) {
    owed.push({ id: `${entry.id}-signup-promoted`, mail: await volunteerMailOf('signup-promoted', entry, setting, promotedMail, true) });
  }
  const cancelled = sheet.entries.find((entry) => entry.id === payload.cancelled && entry.status === 'cancelled');
  if (cancelled && sheet.notify.length > 0) {
    const slot = sheet.slots.find((candidate) => candidate.id === cancelled.slot_id);
    const confirmed = sheet.entries.filter((entry) => entry.slot_id === cancelled.slot_id && entry.status === 'confirmed').length;
    const content = cancelNoticeMail({
      volunteerName: cancelled.name,
      volunteerEmail: cancelled.email,
      slotTitle: slot?.title ?? '',
      eventTitle: setting.event.title,
      when: formatEventWhen(setting.event),
      promotedName: promoted[0]?.name,
      openPlaces: Math.max(0, (slot?.capacity ?? 0) - confirmed),
      rosterUrl: `${setting.origin}/access/events?signups=${encodeURIComponent(sheet.event_id)}`,
      associationFullName: associationNameIn('en'),
      volunteerLang: entryLang(cancelled),
    });
    owed.push({
      id: `${cancelled.id}-signup-cancelled`,
      mail: { kind: 'signup-cancelled', to: sheet.notify.map((address) => ({ address })), ...content },
    });
  }
  return owed;
}

const payloadSchema = z.object({
  event_id: z.string(),
  signup_id: z.string().optional(),
  promoted_by: z.string().optional(),
  cancelled: z.string().optional(),
});
type SignupMailPayload = z.infer<typeof payloadSchema>;

export const signupMailJob = defineJob({
  kind: 'signup-mails',
  payload: payloadSchema,
  settle: async (payload): Promise<JobOutcome> => {
    // Where the sheet is now: a date may have gone on under another id since the write (docs/decisions/094).
    const sheet = await readMovedSheet(payload.event_id);
    if (sheet === 'moving') return 'later';
    const event = sheet && (await findEvent(sheet.event_id, { strong: true }));
    // A date gone because a save is moving it to a new id: its mails go once the sheet is there.
    if (sheet && !event && (await sheetMoveOwed(sheet.event_id))) return 'later';
    if (!sheet || !event) return 'done';
    // The sheet's event is named under its day, for the reminders (reminders.server.ts).
    await ensureDueMarker(sheet.event_id, event.startDt);
    const settings = currentMailSettings();
    if (!settings) return 'done';
    const owed = await owedMails(payload, await mailSetting(sheet, event, event));
    // One after another: a try never goes on unawaited after another failed (a stop leaves nothing in flight).
    const states: MailState[] = [];
    for (const { id, mail } of owed) {
      await queueOutgoing(id, mail);
      states.push(await deliverMail(id, settings));
    }
    return states.includes('pending') ? 'later' : 'done';
  },
});
