import { useId } from 'react';
import { Icon } from '../../shared/ui/Icon';
import type { SummaryColumn } from './row-display';
import { DASHBOARD_MESSAGES } from './submissions-messages';
import type { Submission } from './submissions';
import { StatusMarker } from './StatusMarker';
import { SubmissionDetails } from './SubmissionDetails';
import type { SubmissionListProps } from './SubmissionSection';

type SubmissionRowProps = Omit<SubmissionListProps, 'label' | 'rows' | 'columns'> & { row: Submission; columns: SummaryColumn[] };

/**
 * One submission: its status marker and summary cells; the cell that names it (the sender, or the event) is
 * a disclosure button that opens every field in the row below, in place.
 */
export function SubmissionRow({
  row,
  columns,
  lookup,
  opened,
  onToggleRow,
  onToggleStatus,
  claimFocus,
  onRowGone,
  workflow,
}: SubmissionRowProps) {
  const detailsId = useId();
  const open = opened.has(row._id);
  const naming = columns.find((column) => column.names);
  const title = naming?.value(row) || DASHBOARD_MESSAGES.untitled;
  return (
    <>
      <tr className={open ? 'submission-row submission-row--open' : 'submission-row'}>
        <td>
          <StatusMarker row={row} onToggle={onToggleStatus} claimFocus={claimFocus} />
        </td>
        {columns.map((column) =>
          column === naming ? (
            <th key={column.key} scope="row" data-column={column.key}>
              <button
                type="button"
                className="submission-row__opener"
                aria-expanded={open}
                aria-controls={detailsId}
                onClick={() => onToggleRow(row)}
              >
                <Icon name="chevron_right" size={20} className="submission-row__chevron" />
                <span>
                  <span className="visually-hidden">{DASHBOARD_MESSAGES.detailsPrefix}</span>
                  {title}
                </span>
              </button>
            </th>
          ) : (
            <td key={column.key} data-column={column.key} data-size={column.size}>
              {workflow && column.key === 'stage' ? workflow.stageCell(row) : column.value(row)}
            </td>
          ),
        )}
      </tr>
      <tr id={detailsId} className="submission-row__details" hidden={!open}>
        <td colSpan={columns.length + 1}>
          {open && <SubmissionDetails row={row} title={title} lookup={lookup} onRowGone={onRowGone} workflow={workflow} />}
        </td>
      </tr>
    </>
  );
}
