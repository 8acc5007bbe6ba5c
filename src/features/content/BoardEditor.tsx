import { useState } from 'react';
import type { VersionedList } from '../../shared/api-client';
import { saveBoard } from './content-api';
import type { BoardMember } from './page-content';
import { boardMembersSchema, MAX_BOARD_MEMBERS } from './site-content-schema';
import { Field } from '../../shared/ui/Field';
import { Icon } from '../../shared/ui/Icon';
import { CONTENT_MESSAGES } from './content-messages';
import { OrderButtons } from './OrderButtons';
import { PagePhotoPicker } from './PagePhotoPicker';
import { moveItem } from './reorder';
import { useSave } from './use-save';

const EMPTY: BoardMember = { title: '', name: '', email: '', image: '' };

/** The board on About Us: add, edit, reorder, remove, a portrait each; saved as one list. */
export function BoardEditor({ initial }: { initial: VersionedList<BoardMember> }) {
  const [members, setMembers] = useState(initial.list);
  const [version, setVersion] = useState(initial.version);
  const { busy, run } = useSave();
  const parsed = boardMembersSchema.safeParse({ members, version });
  async function save() {
    const saved = await run(() => saveBoard(members, version), CONTENT_MESSAGES.boardSaved);
    if (saved) setVersion(saved.version);
  }
  const problem = (index: number, key: keyof BoardMember) =>
    parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[1] === index && issue.path[2] === key)?.message;
  const update = (index: number, patch: Partial<BoardMember>) => setMembers(members.map((member, i) => (i === index ? { ...member, ...patch } : member)));
  const remove = (index: number) => {
    if (window.confirm(CONTENT_MESSAGES.confirmRemoveMember)) setMembers(members.filter((_, i) => i !== index));
  };

  return (
    <div className="content-section" aria-busy={busy}>
      <ol className="board-rows" role="list">
        {members.map((member, index) => {
          const name = member.name || `board member ${index + 1}`;
          return (
            <li key={index} className="board-row">
              <div className="board-row__photo">
                {member.image ? <img src={member.image} alt={`Portrait of ${name}`} width={72} height={72} /> : <span className="board-row__no-photo">No photo</span>}
                <PagePhotoPicker item="board" label="Photo" onUploaded={(url) => update(index, { image: url })} />
              </div>
              <div className="field-grid board-row__fields">
                <Field label="Board title" required size={5} error={problem(index, 'title')}>
                  {(control) => <input {...control} value={member.title} onChange={(event) => update(index, { title: event.target.value })} />}
                </Field>
                <Field label="Name" required size={5} error={problem(index, 'name')}>
                  {(control) => <input {...control} value={member.name} onChange={(event) => update(index, { name: event.target.value })} />}
                </Field>
                <Field label="Email" size={10} error={problem(index, 'email')}>
                  {(control) => <input {...control} type="email" value={member.email} onChange={(event) => update(index, { email: event.target.value })} />}
                </Field>
              </div>
              <OrderButtons name={name} index={index} count={members.length} onMove={(step) => setMembers(moveItem(members, index, step))} onRemove={() => remove(index)} />
            </li>
          );
        })}
      </ol>
      <div className="content-section__actions">
        <button type="button" className="button button--ghost" disabled={members.length >= MAX_BOARD_MEMBERS} onClick={() => setMembers([...members, EMPTY])}>
          <Icon name="add" /> Add board member
        </button>
        <button type="button" className="button" disabled={busy || !parsed.success} onClick={() => void save()}>
          Save board
        </button>
      </div>
    </div>
  );
}
