import { useRef, useState } from 'react';
import { formatText } from '../i18n/catalogue';
import { Icon } from './Icon';
import { useUiText } from './ui-text';
import './copy-link.css';

interface Props {
  /** The absolute address to share. */
  url: string;
  /** What the link opens, for the fallback field's label: 'the event'. */
  what: string;
  className?: string;
}

/**
 * 'Copy link' (docs/decisions/029, 032): copies a shareable address and says so politely in a status line.
 * Where the browser has no clipboard for the page (an old browser, a page not served over https) or refuses
 * it, the address shows selected in a read-only field instead, ready for the visitor's own copy.
 */
export function CopyLinkButton({ url, what, className }: Props) {
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle');
  const field = useRef<HTMLInputElement>(null);
  const t = useUiText();

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
    <div className={className ? `copy-link ${className}` : 'copy-link'}>
      <button type="button" className="copy-link__button" onClick={() => void copy()}>
        <Icon name="link" size={18} />
        {t.copyLink}
      </button>
      <span className="copy-link__status" role="status">
        {state === 'copied' && t.linkCopied}
      </span>
      {state === 'manual' && (
        <label className="copy-link__manual">
          <span>{formatText(t.copyThisLink, { what })}</span>
          <input ref={field} type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        </label>
      )}
    </div>
  );
}
