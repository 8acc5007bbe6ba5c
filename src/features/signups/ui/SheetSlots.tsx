import { useId, useRef, useState, type RefObject } from 'react';
import { usePageMinute } from '../../../shared/query';
import { formatText } from '../../../shared/i18n/catalogue';
import { OfficerText } from '../../../shared/i18n/OfficerText';
import { useLang } from '../../../shared/i18n/text-context';
import type { PublicSheet, PublicSlot, SignupAnswer } from '../core/sheet';
import { refusalAt } from '../core/sheet-rules';
import { useSignupsText } from '../signups-text-context';
import type { SignupsText } from '../signups-text';
import { isFull, slotFill, slotTitleIn } from './signup-form';
import { SignupForm } from './SignupForm';
import './volunteer-sheet.css';

/** An event with no start known is not past: only the sheet's own closing time closes it then. */
const NEVER = new Date(8.64e15);

interface SheetSlotsProps {
  eventId: string;
  sheet: PublicSheet;
  startsAt: Date | null;
}

/**
 * The "Volunteer" section (DESIGN section 9): each slot's places, who took them (first name and initial), and
 * a "Sign up" button that opens the short form in place; the answer stays under the slot, read out as a status.
 * Once the sheet closes or the event starts the slots still show, without the form. Loaded by VolunteerSheet.
 */
export default function SheetSlots({ eventId, sheet, startsAt }: SheetSlotsProps) {
  const text = useSignupsText().sheet;
  const lang = useLang();
  const headingId = useId();
  const now = new Date(usePageMinute());
  const closed = refusalAt(sheet, startsAt ?? NEVER, now) !== null;
  const [openSlot, setOpenSlot] = useState<string | null>(null);
  const [answers, setAnswers] = useState<Readonly<Record<string, string>>>({});

  return (
    <section className="volunteer-sheet" aria-labelledby={headingId}>
      <h3 id={headingId} className="volunteer-sheet__heading">
        {text.heading}
      </h3>
      {closed ? <p className="volunteer-sheet__closed">{text.closed}</p> : <p className="volunteer-sheet__privacy">{text.privacy}</p>}
      <ul className="volunteer-sheet__slots" role="list">
        {sheet.slots.map((slot) => (
          <SlotItem
            key={slot.id}
            eventId={eventId}
            slot={slot}
            closed={closed}
            open={openSlot === slot.id}
            answer={answers[slot.id] ?? ''}
            onOpen={() => setOpenSlot(slot.id)}
            onClose={() => setOpenSlot(null)}
            onAnswer={(answer) => {
              setAnswers((current) => ({ ...current, [slot.id]: answerText(slotTitleIn(slot, lang), answer, text) }));
              setOpenSlot(null);
            }}
          />
        ))}
      </ul>
    </section>
  );
}

const answerText = (slotTitle: string, answer: SignupAnswer, text: SignupsText['sheet']) =>
  answer.status === 'confirmed'
    ? formatText(text.confirmed, { slot: slotTitle })
    : formatText(text.waitlisted, { position: answer.position });

interface SlotItemProps {
  eventId: string;
  slot: PublicSlot;
  closed: boolean;
  open: boolean;
  answer: string;
  onOpen: () => void;
  onClose: () => void;
  onAnswer: (answer: SignupAnswer) => void;
}

function SlotItem({ eventId, slot, closed, open, answer, onOpen, onClose, onAnswer }: SlotItemProps) {
  const text = useSignupsText().sheet;
  const lang = useLang();
  const signUpButton = useRef<HTMLButtonElement>(null);
  const answerElement = useRef<HTMLParagraphElement>(null);
  const full = isFull(slot);
  // Back to where the visitor was once the form goes: its button, or the answer that took its place.
  const focusAfter = (target: RefObject<HTMLElement | null>) => requestAnimationFrame(() => target.current?.focus());

  return (
    <li className={full ? 'signup-slot signup-slot--full' : 'signup-slot'}>
      <div className="signup-slot__head">
        {/* An officers' text: its Spanish on a Spanish page where there is one, else the English marked so. */}
        <h4 className="signup-slot__title">
          <OfficerText en={slot.title} es={slot.title_es} />
        </h4>
        <p className="signup-slot__fill">{slotFill(slot, text)}</p>
      </div>
      {/* Drawn as the server draws it, before any script: the text above says it in words. */}
      <progress className="signup-slot__bar" aria-hidden="true" value={Math.min(slot.confirmed, slot.capacity)} max={slot.capacity} />
      <p className="signup-slot__names">
        {slot.names.length > 0 ? (
          <>
            <span className="signup-slot__names-label">{text.signedUp}</span> {slot.names.join(', ')}
          </>
        ) : (
          text.nobodyYet
        )}
      </p>
      <p ref={answerElement} className="signup-slot__answer" role="status" tabIndex={-1}>
        {answer}
      </p>
      {!closed &&
        (open ? (
          <SignupForm
            eventId={eventId}
            slot={slot}
            onAnswer={(result) => {
              onAnswer(result);
              focusAfter(answerElement);
            }}
            onCancel={() => {
              onClose();
              focusAfter(signUpButton);
            }}
          />
        ) : (
          <button ref={signUpButton} type="button" className="button signup-slot__open" onClick={onOpen}>
            {full ? text.joinWaitlist : text.signUp}
            <span className="visually-hidden">{formatText(text.forSlot, { slot: slotTitleIn(slot, lang) })}</span>
          </button>
        ))}
    </li>
  );
}
