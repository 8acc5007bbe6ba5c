import type { LinkPill } from '../links';
import { Icon } from './Icon';
import { TextCell, type RowProps } from './RowCells';

interface LinkFieldsProps extends RowProps {
  links: LinkPill[];
  onChange: (links: LinkPill[]) => void;
  /** The form's name for the list, the start of each cell's problem path ('links.0.key'). */
  path?: string;
  /** Offers each link's optional Spanish label (`key_es`) under its text (docs/decisions/070). */
  spanishLabels?: boolean;
}

/**
 * Links as text/link pairs, for the grade, committee and event editors: a label of 2+ characters and an
 * address of 3+ (SPEC section 5); with `spanishLabels`, the label's Spanish version under it.
 */
export function LinkFields({ links, onChange, path = 'links', spanishLabels = false, ...row }: LinkFieldsProps) {
  const update = (index: number, patch: Partial<LinkPill>) =>
    onChange(links.map((link, i) => (i === index ? { ...link, ...patch } : link)));
  return (
    <fieldset className="row-fields">
      <legend>Links</legend>
      {links.map((link, index) => {
        const linkText = (
          <TextCell
            {...row}
            label="Link text"
            path={`${path}.${index}.key`}
            value={link.key}
            required
            onChange={(key) => update(index, { key })}
          />
        );
        return (
          <div key={index} className="row-fields__row">
            {spanishLabels ? (
              <div className="row-fields__stack">
                {linkText}
                <TextCell
                  {...row}
                  label="Link text in Spanish (optional)"
                  path={`${path}.${index}.key_es`}
                  value={link.key_es ?? ''}
                  onChange={(key_es) => update(index, { key_es })}
                />
              </div>
            ) : (
              linkText
            )}
            <TextCell
              {...row}
              label="Link address"
              path={`${path}.${index}.value`}
              value={link.value}
              required
              onChange={(value) => update(index, { value })}
            />
            <button type="button" className="icon-button" onClick={() => onChange(links.filter((_, i) => i !== index))}>
              <Icon name="delete" />
              <span className="visually-hidden">Remove link {index + 1}</span>
            </button>
          </div>
        );
      })}
      <button type="button" className="button button--ghost" onClick={() => onChange([...links, { key: '', value: '' }])}>
        <Icon name="add" /> Add link
      </button>
    </fieldset>
  );
}
