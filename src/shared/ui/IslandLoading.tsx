import type { ReactNode } from 'react';
import { formatText } from '../i18n/catalogue';
import { useUiText } from './ui-text';
import './island-loading.css';

interface Props {
  /** What is loading, read out and shown under the placeholder: 'Loading events'. */
  label: string;
  /** A skeleton in the shape of what will come; a spinner when none is given. */
  children?: ReactNode;
  /** What the part is, for the sentence shown without JavaScript: 'The calendar' ('This part of the page' when absent). */
  part?: string;
  className?: string;
}

/**
 * What an island shows until its content arrives: a labelled skeleton or spinner, never a blank area. Without
 * JavaScript (CSS `scripting: none`) the placeholder would wait forever, so a plain sentence takes its place.
 */
export function IslandLoading({ label, children, part, className }: Props) {
  const t = useUiText();
  return (
    <div className={className ? `island-loading ${className}` : 'island-loading'}>
      <div className="island-loading__busy" role="status">
        {children ?? <span className="spinner" aria-hidden="true" />}
        <span className="island-loading__label">{label}…</span>
      </div>
      <p className="island-loading__noscript">{formatText(t.needsScript, { part: part ?? t.thisPart })}</p>
    </div>
  );
}
