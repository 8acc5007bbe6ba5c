import { useRef, type KeyboardEvent } from 'react';
import { DASHBOARD_MESSAGES } from './submissions-messages';
import { DASHBOARD_TABS } from './dashboard-model';
import type { FormType } from '../forms';

export const tabId = (idBase: string, key: FormType) => `${idBase}-tab-${key}`;
export const panelId = (idBase: string, key: FormType) => `${idBase}-panel-${key}`;

const STEPS: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The four form tabs (SPEC section 2), WAI-ARIA tabs with manual activation: arrow keys, Home and End move
 * focus, Enter or Space opens the tab. Opening one loads its rows from the server, so focus alone does not.
 */
export function DashboardTabs({ idBase, selected, onSelect }: { idBase: string; selected: FormType; onSelect: (key: FormType) => void }) {
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  /** On the tab at `index`: the arrow, Home and End keys move focus along the tabs. */
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    tabs.current[step(index, DASHBOARD_TABS.length)]?.focus();
  }

  return (
    <div className="forms-tabs" role="tablist" aria-label={DASHBOARD_MESSAGES.tabList}>
      {DASHBOARD_TABS.map((tab, index) => (
        <button
          key={tab.key}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={tabId(idBase, tab.key)}
          className="forms-tabs__tab"
          aria-selected={tab.key === selected}
          aria-controls={panelId(idBase, tab.key)}
          tabIndex={tab.key === selected ? 0 : -1}
          onClick={() => onSelect(tab.key)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
