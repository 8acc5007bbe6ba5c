import type { SelectOption } from './field-definitions';
import type { ChosenOption } from './form-engine-state';
import { Field, type FieldSize } from '../../shared/ui/Field';

interface ActivityChoicesProps {
  label: string;
  required: boolean;
  error?: string;
  size: FieldSize;
  options: readonly SelectOption[];
  chosen: ChosenOption[];
  onChange: (chosen: ChosenOption[]) => void;
  onBlur: () => void;
}

/**
 * The multi-select 'Associated Committees/Activities' (SPEC section 3 spells it 'Activites': label = name, value = value, not
 * searchable) as a group of check boxes: every option readable and reachable by keyboard, no popup.
 * The value keeps the options' order whatever order they were ticked in.
 */
export function ActivityChoices({ label, required, error, size, options, chosen, onChange, onBlur }: ActivityChoicesProps) {
  const isChosen = new Set(chosen.map((option) => option.value));

  function toggle(value: string, on: boolean) {
    onChange(
      options
        .filter((option) => (option.value === value ? on : isChosen.has(option.value)))
        .map((option) => ({ label: option.name, value: option.value })),
    );
  }

  return (
    <Field label={label} required={required} error={error} size={size} group className="activity-choices">
      {() =>
        options.length === 0 ? (
          <p className="activity-choices__empty">No committees or activities to choose from yet.</p>
        ) : (
          <ul className="activity-choices__list" role="list">
            {options.map((option) => (
              <li key={option.value}>
                <label className="activity-choices__option">
                  <input
                    type="checkbox"
                    value={option.value}
                    checked={isChosen.has(option.value)}
                    onChange={(event) => toggle(option.value, event.target.checked)}
                    onBlur={onBlur}
                  />
                  {option.name}
                </label>
              </li>
            ))}
          </ul>
        )
      }
    </Field>
  );
}
