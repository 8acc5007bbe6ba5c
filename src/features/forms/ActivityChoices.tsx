import type { SelectOption } from './field-definitions';
import { langAttributeOf, officerText } from '../../shared/i18n/officer-text';
import type { ChosenOption } from './form-engine-state';
import { Field, type FieldSize } from '../../shared/ui/Field';
import { useFormsText } from './forms-text-context';
import { useLang } from '../../shared/i18n/text-context';

interface ActivityChoicesProps {
  /** The boxes' name in a form sent without scripts. */
  name: string;
  label: string;
  required: boolean;
  error?: string;
  size: FieldSize;
  options: readonly SelectOption[];
  chosen: ChosenOption[];
  onChange: (chosen: ChosenOption[]) => void;
  onBlur: () => void;
  /** The first box's id, which the form's error summary links to (docs/decisions/082). */
  controlId?: string;
}

/**
 * The multi-select 'Associated Committees/Activities' (SPEC section 3 spells it 'Activites': label = name, value = value, not
 * searchable) as a group of check boxes: every option readable and reachable by keyboard, no popup.
 * The value keeps the options' order whatever order they were ticked in.
 */
export function ActivityChoices({
  name,
  label,
  required,
  error,
  size,
  options,
  chosen,
  onChange,
  onBlur,
  controlId,
}: ActivityChoicesProps) {
  const isChosen = new Set(chosen.map((option) => option.value));
  const text = useFormsText();
  // The options are the committees' and activities' names: in Spanish on a Spanish page where they have one, else
  // the English, marked so (docs/decisions/093).
  const lang = useLang();

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
          <p className="activity-choices__empty">{text.noActivities}</p>
        ) : (
          <ul className="activity-choices__list" role="list">
            {options.map((option, index) => {
              const shown = officerText(option.name, option.name_es, lang);
              return (
                <li key={option.value}>
                  <label className="activity-choices__option">
                    <input
                      id={index === 0 ? controlId : undefined}
                      type="checkbox"
                      name={name}
                      value={option.value}
                      checked={isChosen.has(option.value)}
                      onChange={(event) => toggle(option.value, event.target.checked)}
                      onBlur={onBlur}
                    />
                    <span lang={langAttributeOf(lang, shown)}>{shown.text}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        )
      }
    </Field>
  );
}
