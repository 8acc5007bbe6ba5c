import type { ReactNode } from 'react';
import './empty-state.css';

/** The card shown where a list has nothing to show: the spec's text, maybe a way on. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="empty-state">{children}</div>;
}
