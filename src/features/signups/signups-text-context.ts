/** An island's signups texts, handed to it by its page (docs/decisions/068). */
import { createTextContext } from '../../shared/i18n/text-context';
import type { SignupsText } from './signups-text';

export const [SignupsTextProvider, useSignupsText] = createTextContext<SignupsText>('signups');
