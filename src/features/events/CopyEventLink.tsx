import { useRef, useState } from 'react';
import { Icon } from '../../shared/ui/Icon';
import { eventPageUrl } from './calendar-links';

export const LINK_COPIED_TEXT = 'Link copied';

/**
 * 'Copy link' in the event popup (docs/decisions/029): copies the event's own address, /events/{id}, and says
 * so politely. Where the browser has no clipboard for the page (an old browser, a page not served over
 * https), the address shows selected in a field instead, ready for the visitor's own copy.
 */
export function CopyEventLink({ eventId }: { eventId: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle');
  const field = useRef<HTMLInputElement>(null);
  const url = eventPageUrl(eventId);

  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('manual');
      requestAnimationFrame(() => field.current?.select());
    }
  };

  return (
    <div className="copy-link">
      <button type="button" className="pill-link copy-link__button" onClick={() => void copy()}>
        <Icon name="link" size={18} />
        Copy link
      </button>
      <span className="copy-link__status" role="status">
        {state === 'copied' && LINK_COPIED_TEXT}
      </span>
      {state === 'manual' && (
        <label className="copy-link__manual">
          <span>Copy this link to share the event:</span>
          <input ref={field} type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        </label>
      )}
    </div>
  );
}
