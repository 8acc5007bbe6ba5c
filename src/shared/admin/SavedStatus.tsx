import { EDITOR_TEXT } from './messages';
import './saved-status.css';

/**
 * The polite status of a tool: says what a save did and where the item is now. Always in the page, so that
 * a screen reader hears the text when it changes.
 */
export function SavedStatus({ text }: { text: string }) {
  return (
    <p className="visually-hidden" role="status">
      {text}
    </p>
  );
}

/** The tag on the list item a save just put there; the item's own class draws the highlight. */
export function SavedTag() {
  return <span className="saved-tag">{EDITOR_TEXT.saved}</span>;
}
