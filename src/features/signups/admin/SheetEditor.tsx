import { useId, useRef, useState, type SubmitEvent } from 'react';
import { useEditorForm } from '../../../shared/admin/AdminEditor';
import { useLoadFailure } from '../../../shared/admin/admin-query';
import { notifyError } from '../../../shared/notify';
import { describedBy, Field } from '../../../shared/ui/Field';
import { Icon } from '../../../shared/ui/Icon';
import { Spinner } from '../../../shared/ui/Spinner';
import type { EventView } from '../../events';
import { MAX_CAPACITY, MAX_SLOT_TITLE, MAX_SLOTS } from '../core/signup-schema';
import { useSaveSheet, useSheetRoster } from '../api/use-officer-sheet';
import type { OfficerSheet } from '../api/signups-api';
import { SHEET_EDITOR_TEXT as TEXT } from '../signup-ui-messages';
import { NEW_SLOT, sheetFormOf, sheetInputOf, sheetProblems, type SlotRow } from './sheet-form';
import { SheetRoster, type RosterEvent } from './SheetRoster';
import './sheet-editor.css';

const reportLoadFailure = (error: Error) => notifyError(TEXT.loadFailed, error);

/** What the editor needs of the event: a whole series (its rule, no occurrence) takes no sheet. */
export type SheetEvent = RosterEvent & Pick<EventView, 'rrule' | 'occurrence'>;

/**
 * The Event Editor's "Volunteer sign-ups" (DESIGN section 9): an event's (or one occurrence's) sheet, its
 * slots, closing time and the addresses told of cancellations, saved with the version it was read at; then
 * its roster. An event without a sheet offers to add one; a whole series says where its sheets go.
 */
export function SheetEditor({ event }: { event: SheetEvent }) {
  const headingId = useId();
  const wholeSeries = event.rrule !== undefined && event.occurrence === undefined;
  return (
    <section className="sheet-editor" aria-labelledby={headingId}>
      <h3 id={headingId}>{TEXT.heading}</h3>
      <p className="sheet-editor__hint">{wholeSeries ? TEXT.wholeSeries : TEXT.intro}</p>
      {!wholeSeries && <SheetParts event={event} />}
    </section>
  );
}

function SheetParts({ event }: { event: RosterEvent }) {
  const sheet = useSheetRoster(event.id);
  const [adding, setAdding] = useState(false);
  useLoadFailure(sheet.error, reportLoadFailure);

  if (sheet.isPending) return <Spinner label={TEXT.loading} />;
  if (sheet.isError) return <p>{TEXT.loadFailed}</p>;
  if (sheet.data === null && !adding) {
    return (
      <>
        <p>{TEXT.none}</p>
        <button type="button" className="button button--ghost" onClick={() => setAdding(true)}>
          <Icon name="add" size={20} /> {TEXT.add}
        </button>
      </>
    );
  }
  // A saved version (this officer's or, after a refusal, another's) starts the form again from it.
  return (
    <>
      <SheetForm key={sheet.data?.version ?? 0} eventId={event.id} sheet={sheet.data} />
      {sheet.data && <SheetRoster event={event} sheet={sheet.data} />}
    </>
  );
}

function SheetForm({ eventId, sheet }: { eventId: string; sheet: OfficerSheet | null }) {
  const editor = useEditorForm(() => sheetFormOf(sheet), sheetProblems);
  const { form, problemOf, touch, change } = editor;
  const save = useSaveSheet(eventId);
  const formElement = useRef<HTMLFormElement>(null);
  const ids = { closesHint: useId(), notifyHint: useId(), spanishHint: useId() };

  const setSlot = (index: number, patch: Partial<SlotRow>) =>
    change({ slots: form.slots.map((slot, at) => (at === index ? { ...slot, ...patch } : slot)) });
  const removeSlot = (index: number) => {
    change({ slots: form.slots.filter((_slot, at) => at !== index) });
    requestAnimationFrame(() => formElement.current?.querySelector<HTMLElement>('.sheet-editor__add')?.focus());
  };
  const addSlot = () => {
    change({ slots: [...form.slots, NEW_SLOT] });
    requestAnimationFrame(() => formElement.current?.querySelector<HTMLElement>('.sheet-editor__slot-list > li:last-child input')?.focus());
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (editor.valid && !save.isPending) save.mutate(sheetInputOf(form, sheet?.version ?? 0));
  };

  return (
    <form ref={formElement} className="sheet-editor__form" noValidate onSubmit={submit}>
      <fieldset className="sheet-editor__slots">
        <legend>{TEXT.slots}</legend>
        <p id={ids.spanishHint} className="sheet-editor__hint">
          {TEXT.slotTitleEsHint}
        </p>
        <ol className="sheet-editor__slot-list" role="list">
          {form.slots.map((slot, index) => (
            <li key={index}>
              <div className="sheet-editor__slot" role="group" aria-label={TEXT.slotLabel(index + 1)}>
                <Field label={TEXT.slotTitle(index + 1)} required error={problemOf(`slots.${index}.title`)} className="sheet-editor__title">
                  {(control) => (
                    <input
                      {...control}
                      maxLength={MAX_SLOT_TITLE}
                      placeholder={TEXT.slotPlaceholder}
                      value={slot.title}
                      onChange={(input) => setSlot(index, { title: input.target.value })}
                      onBlur={() => touch(`slots.${index}.title`)}
                    />
                  )}
                </Field>
                <Field label={TEXT.slotTitleEs(index + 1)} error={problemOf(`slots.${index}.title_es`)} className="sheet-editor__title-es">
                  {(control) => (
                    <input
                      {...control}
                      lang="es"
                      maxLength={MAX_SLOT_TITLE}
                      aria-describedby={describedBy(control['aria-describedby'], ids.spanishHint)}
                      value={slot.titleEs}
                      onChange={(input) => setSlot(index, { titleEs: input.target.value })}
                      onBlur={() => touch(`slots.${index}.title_es`)}
                    />
                  )}
                </Field>
                <Field label={TEXT.capacity} required error={problemOf(`slots.${index}.capacity`)} className="sheet-editor__capacity">
                  {(control) => (
                    <input
                      {...control}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={MAX_CAPACITY}
                      value={slot.capacity}
                      onChange={(input) => setSlot(index, { capacity: input.target.value })}
                      onBlur={() => touch(`slots.${index}.capacity`)}
                    />
                  )}
                </Field>
                {form.slots.length > 1 && (
                  <button type="button" className="icon-button sheet-editor__remove" onClick={() => removeSlot(index)}>
                    <Icon name="delete" size={20} />
                    <span className="visually-hidden">{TEXT.removeSlot(slot.title.trim() || TEXT.slotLabel(index + 1))}</span>
                  </button>
                )}
              </div>
            </li>
          ))}
        </ol>
        {form.slots.length < MAX_SLOTS && (
          <button type="button" className="button button--ghost sheet-editor__add" onClick={addSlot}>
            <Icon name="add" size={20} /> {TEXT.addSlot}
          </button>
        )}
      </fieldset>
      <div className="sheet-editor__more">
        <Field label={TEXT.closesAt} error={problemOf('closes_at')}>
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              aria-describedby={describedBy(control['aria-describedby'], ids.closesHint)}
              value={form.closesAt}
              onChange={(input) => change({ closesAt: input.target.value })}
              onBlur={() => touch('closes_at')}
            />
          )}
        </Field>
        <p id={ids.closesHint} className="sheet-editor__hint">
          {TEXT.closesAtHint}
        </p>
        <Field label={TEXT.notify} error={problemOf('notify')}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              aria-describedby={describedBy(control['aria-describedby'], ids.notifyHint)}
              value={form.notify}
              onChange={(input) => change({ notify: input.target.value })}
              onBlur={() => touch('notify')}
            />
          )}
        </Field>
        <p id={ids.notifyHint} className="sheet-editor__hint">
          {TEXT.notifyHint}
        </p>
      </div>
      <div className="admin-editor__actions">
        <button type="submit" className="button" disabled={!editor.valid || save.isPending}>
          {TEXT.save}
        </button>
      </div>
    </form>
  );
}
