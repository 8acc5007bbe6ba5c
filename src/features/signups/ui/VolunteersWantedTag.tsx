import { useSignupsText } from '../signups-text-context';
import './volunteers-wanted.css';

/** The mark of an event to come whose sheet still has a place (calendar list, grade cards, Home). */
export function VolunteersWantedTag() {
  return <span className="volunteers-wanted">{useSignupsText().sheet.volunteersWanted}</span>;
}
