import { ApiError, isActionableStatus } from '../../shared/api-client';
import type { Lang } from '../../shared/i18n/lang';

interface RefusalTexts {
  /** The words of the server's refusals a person can act on, by the answer's code. */
  refusals: Readonly<Record<string, string>>;
  /** A refusal with no words here: the English page shows the server's own. */
  refused: string;
  /** Anything else: no answer, a fault of the server. */
  failed: string;
}

/** A refusal as the server answers it: the API's in the browser (ApiError), a page's own on the server (HttpError). */
export interface Refusal {
  status: number;
  code?: string;
  message: string;
}

/**
 * What a screen says when a sign-up or a cancel went wrong, in the page's language: the server answers in
 * English with a code (docs/decisions/068), so a refusal a person can act on (400, 409) is told in the
 * page's words for its code; any other failure is the screen's own "could not be sent".
 */
export function refusalText(error: unknown, texts: RefusalTexts, lang: Lang): string {
  return error instanceof ApiError ? refusalTextOf(error, texts, lang) : texts.failed;
}

/** The same words for a refusal the page itself met (a cancel sent without scripts, docs/decisions/090). */
export function refusalTextOf(refusal: Refusal, texts: RefusalTexts, lang: Lang): string {
  if (!isActionableStatus(refusal.status)) return texts.failed;
  const { code } = refusal;
  if (code !== undefined && Object.hasOwn(texts.refusals, code)) return texts.refusals[code] ?? texts.refused;
  return lang === 'en' ? refusal.message : texts.refused;
}
