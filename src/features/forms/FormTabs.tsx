import { useRef, type KeyboardEvent } from 'react';
import { FORM_QUERY, VOLUNTEER_FORM_TYPES, type VolunteerFormType } from './form-types';
import { useFormsText } from './forms-text-context';
import { useHydrated } from '../../shared/ui/use-hydrated';

/** The ids that tie each tab to its panel. */
export const tabId = (prefix: string, key: VolunteerFormType) => `${prefix}-tab-${key}`;
export const panelId = (prefix: string, key: VolunteerFormType) => `${prefix}-panel-${key}`;

interface FormTabsProps {
  idPrefix: string;
  selected: VolunteerFormType;
  onSelect: (key: VolunteerFormType) => void;
}

/** Keys that move between tabs; both arrow pairs, since the bar wraps to rows on a phone. */
const STEPS: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The Volunteer Form page's tab bar (WAI-ARIA tabs with automatic activation): one tab stop, arrows,
 * Home and End move and select, the selected tab controls the visible panel. Before its script runs, or
 * without one, each tab is a button of a GET form that asks the page for its form (`?form=`).
 */
export function FormTabs({ idPrefix, selected, onSelect }: FormTabsProps) {
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const text = useFormsText().tabs;
  // Before the island runs only Tab reaches a tab (the arrows need it): every tab is a stop until then.
  const hydrated = useHydrated();

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(index, VOLUNTEER_FORM_TYPES.length);
    const key = VOLUNTEER_FORM_TYPES[next];
    if (!key) return;
    onSelect(key);
    tabs.current[next]?.focus();
  }

  return (
    <form method="get" className="form-tabs__form">
      <div className="form-tabs" role="tablist" aria-label={text.label}>
        {VOLUNTEER_FORM_TYPES.map((key, index) => (
          <button
            key={key}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="submit"
            name={FORM_QUERY}
            value={key}
            role="tab"
            id={tabId(idPrefix, key)}
            className="form-tabs__tab"
            aria-selected={key === selected}
            aria-controls={panelId(idPrefix, key)}
            tabIndex={key === selected || !hydrated ? 0 : -1}
            onClick={(event) => {
              event.preventDefault();
              onSelect(key);
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {text[key]}
          </button>
        ))}
      </div>
    </form>
  );
}
