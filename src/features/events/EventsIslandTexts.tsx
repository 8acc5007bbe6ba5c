/**
 * The texts an events island reads (docs/decisions/068), handed to its root by its page: the events' own, and
 * those of the features whose parts the popup shows (the sign-up sheet, the feedback's error summary and
 * confirmation), with the page's language for dates and links.
 */
import type { ReactNode } from 'react';
import type { Lang } from '../../shared/i18n/lang';
import { LangProvider } from '../../shared/i18n/text-context';
import type { FormsText } from '../forms';
import { FormsTextProvider } from '../forms/ui';
import type { SignupsText } from '../signups';
import { SignupsTextProvider } from '../signups/ui';
import type { EventsText } from './events-text';
import { EventsTextProvider } from './events-text-context';

export interface EventsIslandTexts {
  lang: Lang;
  text: EventsText;
  signupsText: SignupsText;
  formsText: FormsText;
}

/** Wraps an events island's tree in its language and each feature's texts. */
export function EventsIslandTextProviders({ lang, text, signupsText, formsText, children }: EventsIslandTexts & { children: ReactNode }) {
  return (
    <LangProvider lang={lang}>
      <EventsTextProvider text={text}>
        <SignupsTextProvider text={signupsText}>
          <FormsTextProvider text={formsText}>{children}</FormsTextProvider>
        </SignupsTextProvider>
      </EventsTextProvider>
    </LangProvider>
  );
}
