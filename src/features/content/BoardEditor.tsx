import { useId, useState } from 'react';
import { useUnsavedChanges } from '../../shared/admin/leave-guard';
import { sameValues } from '../../shared/admin/AdminEditor';
import { problemsOf } from '../../shared/admin/problems';
import { confirmed } from '../../shared/admin/report';
import { Field } from '../../shared/ui/Field';
import { Icon } from '../../shared/ui/Icon';
import { useSaveBoard } from './api/use-save-board';
import { CONTENT_MESSAGES, CONTENT_TEXT } from './content-messages';
import { OrderButtons } from './OrderButtons';
import type { BoardMember } from './page-content';
import { PagePhotoPicker } from './PagePhotoPicker';
import { SPANISH_FIELD_IDS } from './missing-spanish';
import { moveItem } from './reorder';
import { boardMembersSchema, MAX_BOARD_MEMBERS } from './site-content-schema';

const EMPTY: BoardMember = { title: '', title_es: '', name: '', email: '', image: '' };

interface BoardEditorProps {
  initial: readonly BoardMember[];
  /** The version of the stored board, which a save names (DESIGN section 5); a save brings the next one. */
  version: number;
}

/**
 * The board on About Us: add, edit, reorder, remove, a portrait each; saved as one list. Until it is saved
 * (the stored list, reloaded, equals it) every way out asks first.
 */
export function BoardEditor({ initial, version }: BoardEditorProps) {
  const [members, setMembers] = useState(initial);
  useUnsavedChanges(!sameValues(members, initial));
  const save = useSaveBoard();
  // The one hint of the Spanish titles, under the first; every Spanish title's control is described by it.
  const hintId = useId();
  const problems = problemsOf(boardMembersSchema, { members, version });
  const problem = (index: number, key: keyof BoardMember) => problems[`members.${index}.${key}`];
  const update = (index: number, patch: Partial<BoardMember>) =>
    setMembers(members.map((member, i) => (i === index ? { ...member, ...patch } : member)));
  const remove = (index: number) => {
    if (confirmed(CONTENT_MESSAGES.confirmRemoveMember)) setMembers(members.filter((_, i) => i !== index));
  };

  return (
    <div className="content-section" aria-busy={save.isPending}>
      <ol className="board-rows">
        {members.map((member, index) => {
          const name = CONTENT_TEXT.memberName(member.name, index + 1);
          return (
            <li key={index} className="board-row">
              <div className="board-row__photo">
                {member.image ? (
                  <img src={member.image} alt={CONTENT_TEXT.portrait(name)} width={72} height={72} />
                ) : (
                  <span className="board-row__no-photo">{CONTENT_TEXT.noPhoto}</span>
                )}
                <PagePhotoPicker item="board" label={CONTENT_TEXT.photo} onUploaded={(url) => update(index, { image: url })} />
              </div>
              <div className="field-grid board-row__fields">
                <Field label="Board title" required size={5} error={problem(index, 'title')}>
                  {(control) => (
                    <input {...control} value={member.title} onChange={(event) => update(index, { title: event.target.value })} />
                  )}
                </Field>
                <Field label="Board title in Spanish (optional)" size={5} error={problem(index, 'title_es')}>
                  {(control) => (
                    <>
                      <input
                        {...control}
                        aria-describedby={[control['aria-describedby'], hintId].filter(Boolean).join(' ')}
                        data-field-id={SPANISH_FIELD_IDS.boardTitle(index)}
                        value={member.title_es}
                        onChange={(event) => update(index, { title_es: event.target.value })}
                      />
                      {index === 0 && (
                        <p id={hintId} className="content-section__hint">
                          {CONTENT_TEXT.spanishHint}
                        </p>
                      )}
                    </>
                  )}
                </Field>
                <Field label="Name" required size={5} error={problem(index, 'name')}>
                  {(control) => (
                    <input {...control} value={member.name} onChange={(event) => update(index, { name: event.target.value })} />
                  )}
                </Field>
                <Field label="Email" size={5} error={problem(index, 'email')}>
                  {(control) => (
                    <input
                      {...control}
                      type="email"
                      value={member.email}
                      onChange={(event) => update(index, { email: event.target.value })}
                    />
                  )}
                </Field>
              </div>
              <OrderButtons
                name={name}
                index={index}
                count={members.length}
                onMove={(step) => setMembers(moveItem(members, index, step))}
                onRemove={() => remove(index)}
              />
            </li>
          );
        })}
      </ol>
      <div className="content-section__actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={members.length >= MAX_BOARD_MEMBERS}
          onClick={() => setMembers([...members, EMPTY])}
        >
          <Icon name="add" /> {CONTENT_TEXT.addMember}
        </button>
        <button
          type="button"
          className="button"
          disabled={save.isPending || Object.keys(problems).length > 0}
          onClick={() => save.mutate({ members: [...members], version })}
        >
          {CONTENT_TEXT.saveBoard}
        </button>
      </div>
    </div>
  );
}
