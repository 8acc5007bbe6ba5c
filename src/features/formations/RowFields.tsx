import type { Leader } from './formation';
import { FORMATION_EDITOR_TEXT } from './formation-messages';
import { Icon } from '../../shared/ui/Icon';
import { TextCell, type RowProps } from '../../shared/ui/RowCells';

/** An open position is stored as the spec's unfilled slot: the name 'Pending' (SPEC section 3). */
const isOpenPosition = (leader: Leader) => leader.name.trim().toLowerCase() === FORMATION_EDITOR_TEXT.pendingName.toLowerCase();

/**
 * Leaders: name and position required, email optional (SPEC section 5). "Open position" marks a chair to
 * fill: it stores 'Pending' as the name, so nobody needs to know that word, and empties the name and email.
 */
export function LeadershipFields({ leaders, onChange, ...row }: { leaders: Leader[]; onChange: (leaders: Leader[]) => void } & RowProps) {
  const update = (index: number, patch: Partial<Leader>) =>
    onChange(leaders.map((leader, i) => (i === index ? { ...leader, ...patch } : leader)));
  return (
    <fieldset className="row-fields">
      <legend>Leadership</legend>
      {leaders.map((leader, index) => {
        const open = isOpenPosition(leader);
        return (
          <div key={index} className="row-fields__row row-fields__row--leader">
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
              value={open ? '' : leader.name}
              required={!open}
              disabled={open}
              onChange={(name) => update(index, { name })}
            />
            <TextCell
              {...row}
              label="Email"
              type="email"
              path={`leadership.${index}.email`}
              value={leader.email}
              disabled={open}
              onChange={(email) => update(index, { email })}
            />
            <label className="row-fields__check">
              <input
                type="checkbox"
                checked={open}
                onChange={(event) =>
                  update(index, event.target.checked ? { name: FORMATION_EDITOR_TEXT.pendingName, email: '' } : { name: '' })
                }
              />
              {FORMATION_EDITOR_TEXT.openPosition}
              <span className="visually-hidden"> (leader {index + 1})</span>
            </label>
            <button type="button" className="icon-button" onClick={() => onChange(leaders.filter((_, i) => i !== index))}>
              <Icon name="delete" />
              <span className="visually-hidden">Remove leader {index + 1}</span>
            </button>
          </div>
        );
      })}
      <button type="button" className="button button--ghost" onClick={() => onChange([...leaders, { position: '', name: '', email: '' }])}>
        <Icon name="add" /> Add leader
      </button>
    </fieldset>
  );
}
