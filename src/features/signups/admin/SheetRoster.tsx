import { useEffect, useId } from 'react';
import { formatEventWhen, type EventView } from '../../events';
import { useDownloadRoster } from '../api/use-officer-sheet';
import type { OfficerSheet } from '../api/signups-api';
import type { RosterEntry } from '../core/sheet';
import { ROSTER_TEXT as TEXT } from '../signup-ui-messages';
import { rosterBySlot, type RosterSlot } from './roster';
import './sheet-roster.css';

/** The event a roster belongs to: its page on paper names it. */
export type RosterEvent = Pick<EventView, 'id' | 'title' | 'startDt' | 'endDt'>;

/** While the roster prints, the page shows it alone (sheet-roster.css). */
const PRINTING = 'printing-roster';

/**
 * A sheet's roster (DESIGN section 9): per slot, the confirmed volunteers and the waitlist with e-mail and
 * phone; Print gives a page with a check-in box per volunteer, Download CSV the server's file.
 */
export function SheetRoster({ event, sheet }: { event: RosterEvent; sheet: OfficerSheet }) {
  const headingId = useId();
  const download = useDownloadRoster(event.id);
  useEffect(() => {
    const done = () => document.documentElement.classList.remove(PRINTING);
    addEventListener('afterprint', done);
    return () => removeEventListener('afterprint', done);
  }, []);
  const print = () => {
    document.documentElement.classList.add(PRINTING);
    window.print();
  };

  return (
    <section className="sheet-roster" aria-labelledby={headingId}>
      <div className="sheet-roster__head">
        <h4 id={headingId}>
          {TEXT.heading}
          <span className="sheet-roster__event">
            {event.title}, {formatEventWhen(event)}
          </span>
        </h4>
        <div className="sheet-roster__actions">
          <button type="button" className="button button--ghost" onClick={print}>
            {TEXT.print}
          </button>
          <button type="button" className="button button--ghost" onClick={() => download.mutate()}>
            {TEXT.download}
          </button>
        </div>
      </div>
      {rosterBySlot(sheet.slots, sheet.entries).map((slot) => (
        <RosterSlotPart key={slot.slot.id} part={slot} />
      ))}
    </section>
  );
}

function RosterSlotPart({ part: { slot, confirmed, waitlisted } }: { part: RosterSlot }) {
  return (
    <div className="sheet-roster__slot">
      <h5>
        {slot.title} <span className="sheet-roster__count">{TEXT.count(confirmed.length, slot.capacity)}</span>
      </h5>
      <RosterTable caption={TEXT.confirmed} entries={confirmed} checkIn />
      {waitlisted.length > 0 && <RosterTable caption={TEXT.waitlist} entries={waitlisted} />}
    </div>
  );
}

function RosterTable({ caption, entries, checkIn = false }: { caption: string; entries: readonly RosterEntry[]; checkIn?: boolean }) {
  if (entries.length === 0) {
    return (
      <p className="sheet-roster__empty">
        {caption}: {TEXT.empty}
      </p>
    );
  }
  return (
    <div className="sheet-roster__scroll">
      <table className="sheet-roster__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {checkIn ? (
              <th scope="col" className="sheet-roster__check">
                {TEXT.checkIn}
              </th>
            ) : (
              <th scope="col">{TEXT.position}</th>
            )}
            <th scope="col">{TEXT.name}</th>
            <th scope="col">{TEXT.email}</th>
            <th scope="col">{TEXT.phone}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              {checkIn ? (
                <td className="sheet-roster__check">
                  <span className="sheet-roster__box" />
                </td>
              ) : (
                <td>{entry.position}</td>
              )}
              <th scope="row">{entry.name}</th>
              <td>
                <a href={`mailto:${entry.email}`}>{entry.email}</a>
              </td>
              <td>{entry.phone}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
