import { useId, useRef, useState, type KeyboardEvent, type SubmitEvent } from 'react';
import { useLoadFailure } from '../../shared/admin/admin-query';
import { notifyError } from '../../shared/notify';
import { Field } from '../../shared/ui/Field';
import { IslandLoading } from '../../shared/ui/IslandLoading';
import type { FormType } from '../forms';
import { useNotifications } from './api/use-notifications';
import { useSaveNotifications } from './api/use-save-notifications';
import { NOTIFICATION_MESSAGES as TEXT } from './notification-messages';
import { additionProblem, notificationSettingsSchema } from './notification-schema';
import { NOTIFIED_FORMS, type MailSetup, type NotificationSettings } from './notifications';
import './notifications.css';

/**
 * The Forms dashboard's Notifications panel (docs/decisions/034): a button that opens, in place, the addresses each
 * form alerts. An officer adds (checked as typed, like the server checks) and removes addresses, then
 * saves all four lists with the version they were read at. It says when the site has no mail set up.
 */
export function NotificationsPanel() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <section className="notifications-panel" aria-label={TEXT.open}>
      <button
        type="button"
        className="button button--ghost notifications-panel__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        {TEXT.open}
      </button>
      <div id={panelId} hidden={!open}>
        {open && <NotificationsEditor />}
      </div>
    </section>
  );
}

function NotificationsEditor() {
  const query = useNotifications();
  useLoadFailure(query.error, (error) => notifyError(TEXT.loadFailed, error));
  if (query.isPending) return <IslandLoading label={TEXT.loading} part="The notification addresses" />;
  if (!query.data) return <p className="notifications-panel__problem">{TEXT.loadFailed}</p>;
  // A new version (a save, or another officer's save read after a 409) starts the form again from it.
  return <NotificationsForm key={query.data.settings.version} initial={query.data.settings} mail={query.data.mail} />;
}

type Lists = Record<FormType, string[]>;

const listsOf = (settings: NotificationSettings): Lists => ({
  volunteer_request: [...settings.volunteer_request],
  volunteer_hours_request: [...settings.volunteer_hours_request],
  reimbursement_request: [...settings.reimbursement_request],
  event_feedback: [...settings.event_feedback],
});

const sameLists = (a: Lists, b: Lists) => NOTIFIED_FORMS.every(({ key }) => a[key].join('\n') === b[key].join('\n'));

function NotificationsForm({ initial, mail }: { initial: NotificationSettings; mail: MailSetup }) {
  const [lists, setLists] = useState<Lists>(() => listsOf(initial));
  const [announcement, setAnnouncement] = useState('');
  const headingId = useId();
  const save = useSaveNotifications();
  const changed = !sameLists(lists, listsOf(initial));

  function change(form: FormType, next: string[], message: string) {
    setLists((current) => ({ ...current, [form]: next }));
    setAnnouncement(message);
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = notificationSettingsSchema.safeParse({ ...lists, version: initial.version });
    if (parsed.success) save.mutate(parsed.data);
  }

  return (
    <form className="notifications-panel__form" onSubmit={submit} noValidate aria-labelledby={headingId} aria-busy={save.isPending}>
      <h2 id={headingId} className="notifications-panel__heading">
        {TEXT.heading}
      </h2>
      <p className="notifications-panel__intro">{TEXT.intro}</p>
      {!mail.configured && (
        <p className="problem-note" role="note">
          {TEXT.notSetUp}
        </p>
      )}
      <div className="notifications-panel__forms">
        {NOTIFIED_FORMS.map(({ key, label }) => (
          <AddressList
            key={key}
            label={label}
            addresses={lists[key]}
            onAdd={(address) => change(key, [...lists[key], address], TEXT.added(address, label))}
            onRemove={(address) =>
              change(
                key,
                lists[key].filter((candidate) => candidate !== address),
                TEXT.removed(address, label),
              )
            }
          />
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <div className="notifications-panel__actions">
        <button type="submit" className="button" disabled={!changed || save.isPending}>
          {TEXT.save}
        </button>
      </div>
    </form>
  );
}

interface AddressListProps {
  label: string;
  addresses: readonly string[];
  onAdd: (address: string) => void;
  onRemove: (address: string) => void;
}

function AddressList({ label, addresses, onAdd, onRemove }: AddressListProps) {
  const [draft, setDraft] = useState('');
  const [touched, setTouched] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const problem = draft.trim() === '' ? null : additionProblem(draft, addresses);
  const shownProblem = touched ? (problem ?? undefined) : undefined;

  function add() {
    setTouched(true);
    if (draft.trim() === '' || problem) return input.current?.focus();
    onAdd(draft.trim());
    setDraft('');
    setTouched(false);
    input.current?.focus();
  }

  function addOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter adds the address typed here; it does not save the whole form.
    event.preventDefault();
    add();
  }

  function remove(address: string, index: number) {
    onRemove(address);
    // Focus moves to the next address's Remove, or to the new-address field when none is left after it.
    requestAnimationFrame(() => {
      const buttons = input.current?.closest('fieldset')?.querySelectorAll<HTMLButtonElement>('.notifications-panel__remove');
      (buttons?.[Math.min(index, buttons.length - 1)] ?? input.current)?.focus();
    });
  }

  return (
    <fieldset className="notifications-panel__list">
      <legend>{label}</legend>
      {addresses.length === 0 ? (
        <p className="notifications-panel__empty">{TEXT.nobody}</p>
      ) : (
        <ul className="notifications-panel__addresses" role="list">
          {addresses.map((address, index) => (
            <li key={address}>
              <span className="notifications-panel__address">{address}</span>
              <button
                type="button"
                className="button button--ghost notifications-panel__remove"
                aria-label={TEXT.removeLabel(address, label)}
                onClick={() => remove(address, index)}
              >
                {TEXT.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Field label={TEXT.addLabel(label)} error={shownProblem}>
        {(control) => (
          <div className="notifications-panel__add">
            <input
              {...control}
              ref={input}
              type="email"
              autoComplete="off"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onBlur={() => setTouched(draft.trim() !== '')}
              onKeyDown={addOnEnter}
            />
            <button type="button" className="button button--ghost" onClick={add}>
              {TEXT.add}
            </button>
          </div>
        )}
      </Field>
    </fieldset>
  );
}
