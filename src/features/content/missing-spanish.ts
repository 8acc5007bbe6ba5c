/**
 * Which officers' texts still lack their Spanish version (docs/decisions/070), as the Site Content tool lists
 * them: each named as the officers know it, with the field where its Spanish is written. A text counts as
 * missing where a Spanish page would show its English (`showsEnglishOn`); an empty English text does not.
 * Other kinds of texts (events, committees, grades) join by giving their own `SpanishText`s.
 */
import { showsEnglishOn } from '../../shared/i18n/officer-text';
import type { BoardMember } from './page-content';
import type { SiteContent } from './site-content';

/** One text that may have a Spanish version: its name in the list, where its Spanish is written, and both versions. */
export interface SpanishText {
  label: string;
  /** The `data-field-id` of the Spanish field's control. */
  fieldId: string;
  english: string;
  spanish: string | null | undefined;
}

/** An entry of the list: the text's name and the field to go to. */
export type MissingSpanish = Pick<SpanishText, 'label' | 'fieldId'>;

/** The Spanish fields' ids, the paths their problems are reported at. */
export const SPANISH_FIELD_IDS = {
  welcomeText: 'welcomeText_es',
  mission: 'mission_es',
  boardTitle: (index: number) => `members.${index}.title_es`,
} as const;

/** The texts of the site content and the board, in the order the tool shows their fields. */
export function siteSpanishTexts(
  site: Pick<SiteContent, 'welcomeText' | 'welcomeText_es' | 'mission' | 'mission_es'>,
  board: readonly BoardMember[],
): SpanishText[] {
  return [
    { label: 'Welcome text', fieldId: SPANISH_FIELD_IDS.welcomeText, english: site.welcomeText, spanish: site.welcomeText_es },
    { label: 'Mission', fieldId: SPANISH_FIELD_IDS.mission, english: site.mission, spanish: site.mission_es },
    ...board.map((member, index) => ({
      label: `Board title: ${member.title.trim()}`,
      fieldId: SPANISH_FIELD_IDS.boardTitle(index),
      english: member.title,
      spanish: member.title_es,
    })),
  ];
}

/** The texts a Spanish page would show in English, in the order given. */
export function withoutSpanish(texts: readonly SpanishText[]): MissingSpanish[] {
  return texts.filter((text) => showsEnglishOn('es', text.english, text.spanish)).map(({ label, fieldId }) => ({ label, fieldId }));
}
