import type { Leader } from './formation';
import { Icon } from '../../shared/ui/Icon';
import { TextCell, type RowProps } from '../../shared/ui/RowCells';

/** Leaders: name and position required, email optional (SPEC section 5). */
export function LeadershipFields({ leaders, onChange, ...row }: { leaders: Leader[]; onChange: (leaders: Leader[]) => void } & RowProps) {
  const update = (index: number, patch: Partial<Leader>) =>
    onChange(leaders.map((leader, i) => (i === index ? { ...leader, ...patch } : leader)));
  return (
    <fieldset className="row-fields">
      <legend>Leadership</legend>
      {leaders.map((leader, index) => (
        <div key={index} className="row-fields__row">
          <TextCell
            {...row}
            label="Position"
            path={`leadership.${index}.position`}
            value={leader.position}
            required
            onChange={(position) => update(index, { position })}
          />
          <TextCell
            {...row}
            label="Name"
            path={`leadership.${index}.name`}
            value={leader.name}
            required
            onChange={(name) => update(index, { name })}
          />
          <TextCell
            {...row}
            label="Email"
            type="email"
            path={`leadership.${index}.email`}
            value={leader.email}
            onChange={(email) => update(index, { email })}
          />
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
