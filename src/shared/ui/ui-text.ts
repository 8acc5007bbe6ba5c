/**
 * The few words of the shared components (close, loading, not found...), in English and Spanish
 * (docs/decisions/068). Unlike a feature's catalogue, both languages travel with the components: a handful
 * of words, read with the island's language.
 */
import type { Catalogues, Translation } from '../i18n/catalogue';
import { useLang } from '../i18n/text-context';

const en = {
  notFound: 'Sorry this page was not found.',
  goHome: 'Go to the home page',
  loading: 'Loading',
  /** What IslandLoading says without JavaScript; `{part}` is what the island is: 'The calendar'. */
  needsScript: '{part} needs JavaScript. Turn JavaScript on in your browser to see it.',
  thisPart: 'This part of the page',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  /** `{what}` is what the link opens: 'the event'. */
  copyThisLink: 'Copy this link to share {what}:',
  /** A slider's arrows; `{label}` is what it shows one of: 'grade'. */
  previous: 'Previous {label}',
  next: 'Next {label}',
  opensInNewTab: ' (opens in a new tab)',
  notifications: 'Notifications Alt+T',
  closeNotification: 'close',
} as const;

const es: Translation<typeof en> = {
  notFound: 'Lo sentimos, no encontramos esta página.',
  goHome: 'Ir a la página de inicio',
  loading: 'Cargando',
  needsScript: '{part} necesita JavaScript. Active JavaScript en su navegador para ver el contenido.',
  thisPart: 'Esta parte de la página',
  copyLink: 'Copiar enlace',
  linkCopied: 'Enlace copiado',
  copyThisLink: 'Copie este enlace para compartir {what}:',
  previous: 'Anterior: {label}',
  next: 'Siguiente: {label}',
  opensInNewTab: ' (se abre en una pestaña nueva)',
  notifications: 'Notificaciones Alt+T',
  closeNotification: 'Cerrar',
};

export type UiText = Translation<typeof en>;
export const uiText: Catalogues<typeof en> = { en, es };

/** The shared components' words in the island's language (its LangProvider; English without one). */
export const useUiText = (): UiText => uiText[useLang()];
