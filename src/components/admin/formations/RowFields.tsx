import type { Leader, LinkPill } from '../../../domain/formation';
import { Field } from '../../shared/Field';
import { Icon } from '../../shared/Icon';

interface RowProps {
  problems: Record<string, string>;
  touched: Record<string, boolean>;
  onTouch: (path: string) => void;
}

/** One text field of a row; its problem shows once the field was left (touched). */
function TextCell(props: { label: string; path: string; value: string; required?: boolean; type?: string; onChange: (value: string) => void } & RowProps) {
  const problem = props.touched[props.path] ? props.problems[props.path] : undefined;
  return (
    <Field label={props.label} required={props.required} error={problem}>
      {(control) => (
        <input {...control} type={props.type ?? 'text'} value={props.value} onChange={(event) => props.onChange(event.target.value)} onBlur={() => props.onTouch(props.path)} />
      )}
    </Field>
  );
}

/** Leaders: name and position required, email optional (SPEC section 5). */
export function LeadershipFields({ leaders, onChange, ...row }: { leaders: Leader[]; onChange: (leaders: Leader[]) => void } & RowProps) {
  const update = (index: number, patch: Partial<Leader>) => onChange(leaders.map((leader, i) => (i === index ? { ...leader, ...patch } : leader)));
  return (
    <fieldset className="row-fields">
      <legend>Leadership</legend>
      {leaders.map((leader, index) => (
        <div key={index} className="row-fields__row">
          <TextCell {...row} label="Position" path={`leadership.${index}.position`} value={leader.position} required onChange={(position) => update(index, { position })} />
          <TextCell {...row} label="Name" path={`leadership.${index}.name`} value={leader.name} required onChange={(name) => update(index, { name })} />
          <TextCell {...row} label="Email" type="email" path={`leadership.${index}.email`} value={leader.email} onChange={(email) => update(index, { email })} />
          <button type="button" className="icon-button" onClick={() => onChange(leaders.filter((_, i) => i !== index))}>
            <Icon name="delete" />
            <span className="visually-hidden">Remove leader {index + 1}</span>
          </button>
        </div>
      ))}
      <button type="button" className="button button--ghost" onClick={() => onChange([...leaders, { position: '', name: '', email: '' }])}>
        <Icon name="add" /> Add leader
      </button>
    </fieldset>
  );
}

/** Links as text/link pairs: a label of 2+ characters and an address of 3+ (SPEC section 5). */
export function LinkFields({ links, onChange, ...row }: { links: LinkPill[]; onChange: (links: LinkPill[]) => void } & RowProps) {
  const update = (index: number, patch: Partial<LinkPill>) => onChange(links.map((link, i) => (i === index ? { ...link, ...patch } : link)));
  return (
    <fieldset className="row-fields">
      <legend>Links</legend>
      {links.map((link, index) => (
        <div key={index} className="row-fields__row">
          <TextCell {...row} label="Link text" path={`links.${index}.key`} value={link.key} required onChange={(key) => update(index, { key })} />
          <TextCell {...row} label="Link address" path={`links.${index}.value`} value={link.value} required onChange={(value) => update(index, { value })} />
          <button type="button" className="icon-button" onClick={() => onChange(links.filter((_, i) => i !== index))}>
            <Icon name="delete" />
            <span className="visually-hidden">Remove link {index + 1}</span>
          </button>
        </div>
      ))}
      <button type="button" className="button button--ghost" onClick={() => onChange([...links, { key: '', value: '' }])}>
        <Icon name="add" /> Add link
      </button>
    </fieldset>
  );
}
