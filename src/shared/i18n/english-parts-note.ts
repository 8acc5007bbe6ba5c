/**
 * PublicLayout's note "Parte de esta página solo está en inglés." (docs/decisions/070) on a page whose officers'
 * texts reach it in the browser (the manage page reads its sign-up there): the layout draws the note hidden, in
 * its one place, and the island that draws the texts shows it when one of them lacks its Spanish. On an English
 * page the layout draws no note and this finds none.
 */
import { useLayoutEffect } from 'react';

/** The id of the layout's note. */
export const ENGLISH_PARTS_ID = 'english-parts';

/**
 * Shows the layout's note while `shown` (the island draws a text in English on a Spanish page), else hides it;
 * before the browser paints, so the note comes with the texts it is about.
 */
export function useEnglishPartsNote(shown: boolean): void {
  useLayoutEffect(() => {
    const note = document.getElementById(ENGLISH_PARTS_ID);
    note?.toggleAttribute('hidden', !shown);
    return () => {
      note?.toggleAttribute('hidden', true);
    };
  }, [shown]);
}
