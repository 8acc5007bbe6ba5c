import { STAGE_LABELS, type Stage } from './workflow';

/** A reimbursement's stage as a badge: its word, with a colour that only repeats it. */
export function StageBadge({ stage }: { stage: Stage }) {
  return <span className={`stage-badge stage-badge--${stage}`}>{STAGE_LABELS[stage]}</span>;
}
