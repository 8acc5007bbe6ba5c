/** An island's content texts, handed to it by its page (docs/decisions/068). */
import { createTextContext } from '../../shared/i18n/text-context';
import type { ContentText } from './content-text';

export const [ContentTextProvider, useContentText] = createTextContext<ContentText>('content');
