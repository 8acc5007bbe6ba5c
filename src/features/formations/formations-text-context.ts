/** An island's formations texts, handed to it by its page (docs/decisions/068). */
import { createTextContext } from '../../shared/i18n/text-context';
import type { FormationsText } from './formations-text';

export const [FormationsTextProvider, useFormationsText] = createTextContext<FormationsText>('formations');
