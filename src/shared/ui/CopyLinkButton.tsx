import { useState } from 'react';
import { Icon } from './Icon';
import './copy-link.css';

export const LINK_COPIED_TEXT = 'Link copied';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * 'Copy link': puts a shareable address on the clipboard and says so in a status line beside the button
 * (read out by screen readers). Where the clipboard is refused, the address is shown to copy by hand.
 */
export function CopyLinkButton({ url, className }: { url: string; className?: string }) {
  const [state, setState] = useState<CopyState>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className={className ? `copy-link ${className}` : 'copy-link'}>
      <button type="button" className="button button--ghost copy-link__button" onClick={() => void copy()}>
        <Icon name="content_copy" size={20} />
        Copy link
      </button>
      <span className="copy-link__status" role="status">
        {state === 'copied' && LINK_COPIED_TEXT}
        {state === 'failed' && (
          <>
            Copy this link: <span className="copy-link__url">{url}</span>
          </>
        )}
      </span>
    </div>
  );
}
