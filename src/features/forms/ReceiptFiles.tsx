import { useId, useState, type ChangeEvent } from 'react';
import { MAX_RECEIPTS_TOTAL_BYTES, MB, RECEIPT_ACCEPT, type FileInfo } from './receipts';
import { Field, type FieldSize } from '../../shared/ui/Field';
import { Icon } from '../../shared/ui/Icon';
import { formatFileSize, sortReceipts } from './picked-files';
import { formatText } from '../../shared/i18n/catalogue';
import { useFormsText } from './forms-text-context';
import type { ReceiptMessages } from './forms-messages';
import { RECEIPTS_PART } from './posted-form';
import { useHydrated } from '../../shared/ui/use-hydrated';

interface ReceiptFilesProps {
  label: string;
  required: boolean;
  /** The reducer's problem with the list (count and size limits, domain receipts.ts). */
  error?: string;
  size: FieldSize;
  /** The chosen files (File objects in the browser). */
  files: FileInfo[];
  /** Why a chosen file is refused, in the page's language. */
  messages: ReceiptMessages;
  onChange: (files: FileInfo[]) => void;
  /** The file input's id, which the form's error summary links to (docs/decisions/082). */
  controlId?: string;
}

/**
 * The reimbursement's receipts (SPEC section 3): images or PDFs, several at a time, listed with a
 * remove button each. Files that are not receipts by their first bytes are left out and named.
 */
export function ReceiptFiles({ label, required, error, size, files, messages, onChange, controlId }: ReceiptFilesProps) {
  const ownId = useId();
  const inputId = controlId ?? ownId;
  const text = useFormsText().receipts;
  const [refused, setRefused] = useState<string | null>(null);
  // Before the island runs, or without scripts, the browser's own file input is shown and sent with the form.
  const hydrated = useHydrated();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    // Emptied so that choosing the same file again (after removing it) is a change.
    event.target.value = '';
    const { accepted, problem } = await sortReceipts(chosen, messages);
    setRefused(problem);
    if (accepted.length) onChange([...files, ...accepted]);
  }

  function remove(index: number) {
    setRefused(null);
    onChange(files.filter((_, at) => at !== index));
    document.getElementById(inputId)?.focus();
  }

  // A refusal of the last choice comes first: it says why a file the person just chose is missing.
  // The form remounts its fields on Clear and after a submit, which also forgets an old refusal.
  return (
    <Field label={label} required={required} error={refused ?? error} size={size} group className="receipt-files">
      {() => (
        <>
          <input
            id={inputId}
            className={hydrated ? 'receipt-files__input visually-hidden' : 'receipt-files__input'}
            type="file"
            name={RECEIPTS_PART}
            accept={RECEIPT_ACCEPT}
            multiple
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => void choose(event)}
          />
          {/* Before the island runs, the browser's own file button is shown, with this as its label. */}
          <label htmlFor={inputId} className={hydrated ? 'button button--ghost receipt-files__add' : 'receipt-files__label'}>
            {hydrated && <Icon name="add" size={20} />} {text.add}
          </label>
          <span id={`${inputId}-hint`} className="receipt-files__hint">
            {formatText(text.hint, { mb: MAX_RECEIPTS_TOTAL_BYTES / MB })}
          </span>
          {files.length > 0 && (
            <ul className="receipt-files__list" role="list">
              {files.map((file, index) => (
                <li key={`${index}-${file.name}`} className="receipt-files__item">
                  <Icon name="description" size={20} />
                  <span className="receipt-files__name">{file.name}</span>
                  <span className="receipt-files__size">{formatFileSize(file.size)}</span>
                  <button type="button" className="icon-button" onClick={() => remove(index)}>
                    <Icon name="delete" />
                    <span className="visually-hidden">{formatText(text.remove, { name: file.name })}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Field>
  );
}
