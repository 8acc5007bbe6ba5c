/**
 * What a link to an outside site says before it leaves (ExternalLink.astro), in English and Spanish
 * (docs/decisions/068). Read by the server only: the page draws the prompt into the link, so neither the
 * frame's script nor the islands carry these sentences.
 */
import type { Catalogues, Translation } from '../i18n/catalogue';
import { EXTERNAL_SITE_NOTICE, EXTERNAL_SITE_PROMPT } from './external-link';

const en = {
  prompt: EXTERNAL_SITE_PROMPT,
  notice: EXTERNAL_SITE_NOTICE,
} as const;

const es: Translation<typeof en> = {
  prompt: 'Se abrirá un sitio externo en una pestaña nueva. ¿Desea continuar?',
  notice: 'Se abrirá un sitio externo en una pestaña nueva:',
};

export const externalLinkText: Catalogues<typeof en> = { en, es };
