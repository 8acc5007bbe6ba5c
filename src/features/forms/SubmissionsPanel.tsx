import { useEffect, useMemo, useRef, useState } from 'react';
import { downloadSubmissionsCsv, fetchReceipt, listSubmissions, setSubmissionStatus, type SubmissionPage } from './submissions-api';
import { notifyError, notifySuccess } from '../../shared/notify';
import { csvFileName, type ActivityNames } from './form-columns';
import { FORM_MESSAGES } from './form-messages';
import type { FormType, Submission } from './forms';
import { pageCount, PAGE_SIZE, screenColumns, splitByStatus, statusAction } from './dashboard-model';
import { DASHBOARD_MESSAGES } from './dashboard-messages';
import { Pager } from './DashboardPager';
import { prepareFileViewer, saveFile } from './save-file';
import { SubmissionSection } from './SubmissionSection';
import type { ReceiptRef } from './SubmissionCell';

interface SubmissionsPanelProps {
  formType: FormType;
  label: string;
  /** Names of the volunteer activities, shown for their stored values. */
  names: ActivityNames;
  /** Shows the loading overlay while the call runs (SPEC section 8). */
  track: <T>(call: Promise<T>) => Promise<T>;
}

/**
 * One tab of the dashboard: a page of the form's submissions from the server, split into Unread and Read,
 * with the status marker, the receipts, Download CSV and the pager.
 */
export function SubmissionsPanel({ formType, label, names, track }: SubmissionsPanelProps) {
  const [page, setPage] = useState(1);
  const [reloads, setReloads] = useState(0);
  // Null until the first answer: no count or empty sections flash up while the overlay shows.
  const [data, setData] = useState<SubmissionPage | null>(null);
  const columns = useMemo(() => screenColumns(formType, names), [formType, names]);
  const sections = splitByStatus(data?.rows ?? []);
  const panel = useRef<HTMLDivElement>(null);
  // The row whose marker was pressed, until the table has reloaded: focus then follows it into its new
  // section, and another press meanwhile (Enter again on the focused marker) is ignored.
  const movingRow = useRef<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    track(listSubmissions(formType, page, PAGE_SIZE, controller.signal))
      .then((loaded) => {
        // Rows removed since the last look can leave this page past the end: step back to the last one.
        if (loaded.rows.length === 0 && page > 1) setPage(pageCount(loaded.totalCount));
        setData(loaded);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`[EG05] ${formType} submissions failed to load`, error);
        setData({ rows: [], totalCount: 0 });
      });
    return () => controller.abort();
  }, [formType, page, reloads, track]);

  useEffect(() => {
    const rowId = movingRow.current;
    if (!rowId || !panel.current) return;
    movingRow.current = null;
    const marker = panel.current.querySelector<HTMLElement>(`[data-row-id="${CSS.escape(rowId)}"]`);
    // A row that moved into a collapsed section cannot take focus: the panel's heading does.
    (marker && !marker.closest('[hidden]') ? marker : panel.current.querySelector<HTMLElement>('h2'))?.focus();
  }, [data]);

  async function toggleStatus(row: Submission) {
    if (movingRow.current) return;
    const action = statusAction(row.status);
    movingRow.current = row._id;
    try {
      await track(setSubmissionStatus(formType, row._id, action.next));
      notifySuccess(action.done);
    } catch (error) {
      notifyError(FORM_MESSAGES.markReadFailed, error);
    }
    setReloads((count) => count + 1);
  }

  async function download() {
    try {
      saveFile(await track(downloadSubmissionsCsv(formType)), csvFileName(formType));
    } catch (error) {
      notifyError(FORM_MESSAGES.downloadFailed, error);
    }
  }

  async function openReceipt(row: Submission, receipt: ReceiptRef) {
    const viewer = prepareFileViewer(receipt.name);
    try {
      viewer.show(await track(fetchReceipt(row._id, receipt.index)), receipt.name);
    } catch (error) {
      viewer.cancel();
      notifyError(DASHBOARD_MESSAGES.receiptFailed, error);
    }
  }

  const sectionProps = { tabLabel: label, columns, onToggleStatus: toggleStatus, onOpenReceipt: openReceipt };
  return (
    <div ref={panel} className="forms-panel__body">
      <div className="forms-panel__toolbar">
        <h2 tabIndex={-1} className="forms-panel__heading">
          {label}
        </h2>
        <button type="button" className="button" onClick={download}>
          Download CSV
        </button>
      </div>
      {data && (
        <>
          <SubmissionSection title="Unread" rows={sections.unread} {...sectionProps} />
          <SubmissionSection title="Read" rows={sections.read} {...sectionProps} />
          <Pager label={label} page={page} shown={data.rows.length} totalCount={data.totalCount} onPage={setPage} />
        </>
      )}
    </div>
  );
}
