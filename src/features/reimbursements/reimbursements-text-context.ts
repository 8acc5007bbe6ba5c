/** An island's reimbursements texts, handed to it by its page (docs/decisions/068). */
import { createTextContext } from '../../shared/i18n/text-context';
import type { ReimbursementsText } from './reimbursements-text';

export const [ReimbursementsTextProvider, useReimbursementsText] = createTextContext<ReimbursementsText>('reimbursements');
