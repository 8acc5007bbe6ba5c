import { useRef, type KeyboardEvent } from 'react';
import { DASHBOARD_TABS, type FormType } from './forms';

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

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = STEPS[event.key];
    const current = tabs.current.findIndex((tab) => tab === document.activeElement);
    if (!step || current < 0) return;
    event.preventDefault();
    tabs.current[step(current, DASHBOARD_TABS.length)]?.focus();
  }

  return (
    <div className="forms-tabs" role="tablist" aria-label="Form submissions" onKeyDown={onKeyDown}>
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
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
