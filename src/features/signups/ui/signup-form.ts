/**
 * The public sign-up form's pure parts: what a slot says of its places, and the form's values checked with the
 * server's own schema (signupInputSchema), as the problems each field shows.
 */
import { formatText } from '../../../shared/i18n/catalogue';
import type { Lang } from '../../../shared/i18n/lang';
import { officerText } from '../../../shared/i18n/officer-text';
import type { PublicSlot } from '../core/sheet';
import { signupInputSchema, type SignupInput } from '../core/signup-schema';
import { SIGNUP_MESSAGES } from '../signup-messages';
import type { SignupsText } from '../signups-text';

export interface SignupValues {
  name: string;
  email: string;
  phone: string;
  /** The honeypot: a person never fills it. */
  website: string;
}

export const EMPTY_SIGNUP: SignupValues = { name: '', email: '', phone: '', website: '' };

export type SignupField = 'name' | 'email' | 'phone';
export const SIGNUP_FIELDS: readonly SignupField[] = ['name', 'email', 'phone'];

/**
 * A slot's title inside a sentence the page says ("Sign up for …", "You're signed up for …"): its Spanish on a
 * Spanish page where the officers wrote one, else the English (docs/decisions/070). Alone, it is OfficerText.
 */
export const slotTitleIn = (slot: Pick<PublicSlot, 'title' | 'title_es'>, lang: Lang): string =>
  officerText(slot.title, slot.title_es, lang).text;

export const isFull = (slot: Pick<PublicSlot, 'confirmed' | 'capacity'>) => slot.confirmed >= slot.capacity;

/** "3 of 5 filled", or "Full - 2 on the waitlist" once every place is taken ("Full" while nobody waits). */
export function slotFill(slot: Pick<PublicSlot, 'confirmed' | 'capacity' | 'waitlisted'>, text: SignupsText['sheet']): string {
  if (!isFull(slot)) return formatText(text.filled, { confirmed: slot.confirmed, capacity: slot.capacity });
  return slot.waitlisted === 0 ? text.full : formatText(text.fullWithWaitlist, { waitlisted: slot.waitlisted });
}

type ProblemId = keyof SignupsText['problems'];
const PROBLEM_IDS: readonly ProblemId[] = ['name', 'nameLength', 'email', 'phone', 'noSlot'];

/** The page's words for one of the schema's messages (English, as the function answers them). */
function problemText(message: string, problems: SignupsText['problems']): string {
  const id = PROBLEM_IDS.find((candidate) => SIGNUP_MESSAGES[candidate] === message);
  return id ? problems[id] : message;
}

export type SignupCheck =
  { ok: true; input: SignupInput } | { ok: false; problems: Partial<Record<SignupField, string>>; other: string | null };

/**
 * The body to send for a slot, or each field's problem (and one the fields cannot mend, a slot id the schema
 * refuses), in the words of `problems`: the page's language.
 */
export function checkSignup(slotId: string, values: SignupValues, problemTexts: SignupsText['problems']): SignupCheck {
  const phone = values.phone.trim();
  const parsed = signupInputSchema.safeParse({ ...values, slot_id: slotId, phone: phone === '' ? undefined : phone });
  if (parsed.success) return { ok: true, input: parsed.data };
  const problems: Partial<Record<SignupField, string>> = {};
  let other: string | null = null;
  for (const issue of parsed.error.issues) {
    const field = SIGNUP_FIELDS.find((candidate) => candidate === issue.path[0]);
    const message = problemText(issue.message, problemTexts);
    if (field) problems[field] ??= message;
    else other ??= message;
  }
  return { ok: false, problems, other };
}
