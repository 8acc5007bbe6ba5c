/** An island's forms texts, handed to it by its page (docs/decisions/068). */
import { createTextContext } from '../../shared/i18n/text-context';
import type { FormsText } from './forms-text';

export const [FormsTextProvider, useFormsText] = createTextContext<FormsText>('forms');
