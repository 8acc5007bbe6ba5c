/** What the Committee and Grade tools say, with the spec's exact texts (SPEC sections 2, 5 and 8). */
import { ADMIN_MESSAGES } from '../../shared/admin/messages';
import type { FormationType } from './formation';

export const FORMATION_MESSAGES = {
  /** The spec uses this one text for every admin save, formations included. */
  saved: ADMIN_MESSAGES.saved,
  saveFailed: ADMIN_MESSAGES.submitFailed,
  confirmDelete: (type: FormationType) => ADMIN_MESSAGES.confirmDelete(type),
  deleted: (type: FormationType) => ADMIN_MESSAGES.deleted(type),
  deleteFailed: (type: FormationType) => ADMIN_MESSAGES.deleteFailed(type),
  /** A reorder refused because another officer saved an order first (docs/decisions/048). */
  orderChanged:
    'Someone else changed the order of the grades while you were reordering. The list now shows their order: make your change again if it is still needed.',
};

/** Each tool's heading, search placeholder (SPEC section 2) and the name of its items. */
export const FORMATION_TOOL_TEXT = {
  committee: {
    heading: 'Committee Tool',
    search: 'Search For Committees',
    add: 'Add committee',
    label: 'Committee',
    images: 'Images',
    loading: 'Loading committees',
  },
  grade: {
    heading: 'Grade Tool',
    search: 'Search For Grades',
    add: 'Add grade',
    label: 'Grade',
    images: 'Grade image',
    loading: 'Loading grades',
  },
} as const satisfies Record<
  FormationType,
  { heading: string; search: string; add: string; label: string; images: string; loading: string }
>;

export const FORMATION_EDITOR_TEXT = {
  /** Under a committee's description (docs/decisions/056). */
  descriptionLeft: (left: number) => (left >= 0 ? `${left} characters left` : `${-left} characters too many`),
  /**
   * The Spanish version of the title, right under it (docs/decisions/093). Its name leaves out "Title", so that
   * the form has one field called Title.
   */
  titleEs: 'Spanish version (optional)',
  /** The Spanish version of a committee's description, right under it (docs/decisions/070). */
  descriptionEs: 'Description in Spanish (optional)',
  /** Said once per form, by its first Spanish field. */
  spanishHint: 'Shown on the Spanish site. While empty, the Spanish site shows the English.',
  heading: (label: string, existing: boolean) => `${existing ? 'Edit' : 'New'} ${label}`,
  reorderHint: 'Use swap icon To Reorder Grades',
  savedInList: (label: string, title: string) => `${label} ${title} saved; it is marked in the list.`,
  openPosition: 'Open position',
  /** What an open position stores as the leader's name: the spec's unfilled slot (SPEC section 3). */
  pendingName: 'Pending',
  /** A list entry's counts; open (Pending) positions are counted apart from the leaders who hold one. */
  counts: (leaders: number, open: number, links: number) =>
    [
      `${leaders} ${leaders === 1 ? 'leader' : 'leaders'}`,
      ...(open > 0 ? [`${open} open ${open === 1 ? 'position' : 'positions'}`] : []),
      `${links} ${links === 1 ? 'link' : 'links'}`,
    ].join(' · '),
} as const;
