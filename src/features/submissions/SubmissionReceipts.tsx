import { useCallback } from 'react';
import { Icon } from '../../shared/ui/Icon';
import { useReceipt } from './api/use-receipt';
import { receiptNames } from './dashboard-model';
import { DASHBOARD_MESSAGES } from './submissions-messages';
import type { Submission } from './submissions';
import { saveFile } from './save-file';

/** A reimbursement's receipts, each read when the row opens. */
export function SubmissionReceipts({ row }: { row: Submission }) {
  const receipts = receiptNames(row);
  if (receipts.length === 0) return <span className="submission-details__none">{DASHBOARD_MESSAGES.notGiven}</span>;
  return (
    <ul className="submission-receipts">
      {receipts.map((receipt) => (
        <li key={receipt.index}>
          <Receipt rowId={row._id} index={receipt.index} name={receipt.name} />
        </li>
      ))}
    </ul>
  );
}

/**
 * An image receipt is shown in place; any receipt (a PDF cannot be shown: the page's CSP blocks the PDF
 * viewer) can be saved from the bytes already read.
 */
function Receipt({ rowId, index, name }: { rowId: string; index: number; name: string }) {
  const { data: blob, isError } = useReceipt(rowId, index);
  // The object URL lives as long as the image element: made when it mounts, revoked when it goes.
  const showImage = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image || !blob) return;
      const url = URL.createObjectURL(blob);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  if (isError) return <p className="submission-receipt__failed">{DASHBOARD_MESSAGES.receiptFailed}</p>;
  if (!blob)
    return (
      <p className="submission-receipt__loading" role="status">
        <span className="spinner submission-receipt__spinner" aria-hidden="true" />
        {DASHBOARD_MESSAGES.loadingReceipt(name)}…
      </p>
    );
  const download = (
    <button type="button" className="submission-receipt__download" onClick={() => saveFile(blob, name)}>
      <Icon name="description" size={18} />
      {DASHBOARD_MESSAGES.download(name)}
    </button>
  );
  return blob.type.startsWith('image/') ? (
    <figure className="submission-receipt">
      <img ref={showImage} alt={DASHBOARD_MESSAGES.receiptImage(name)} className="submission-receipt__image" />
      <figcaption>{download}</figcaption>
    </figure>
  ) : (
    download
  );
}
