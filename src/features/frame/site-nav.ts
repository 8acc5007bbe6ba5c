/**
 * The public navigation (SPEC section 2, Public layout) as the server draws it in each language. Its labels come
 * from the frame's catalogue, so the frame's script, which runs in the browser, never imports this module.
 */
import { pathIn, type Lang } from '../../shared/i18n/lang';
import { frameText, type FrameText } from './frame-text';

/** In menu order, by English path and label key. */
interface NavEntry {
  path: string;
  key: keyof FrameText['nav'];
  children?: readonly NavEntry[];
}

const NAV: readonly NavEntry[] = [
  { path: '/', key: 'home' },
  { path: '/aboutus', key: 'aboutUs' },
  { path: '/committees', key: 'committees' },
  { path: '/grades', key: 'grades' },
  {
    path: '/volunteers',
    key: 'volunteers',
    children: [
      { path: '/volunteers/reimbursement-letter', key: 'reimbursementLetter' },
      { path: '/volunteers/forms', key: 'volunteerForm' },
    ],
  },
  { path: '/events', key: 'events' },
  { path: '/contactus', key: 'contactUs' },
];

/** A navigation link as a page in `lang` draws it: '/es/aboutus', 'Quiénes somos'. `path` is its English path. */
export interface NavLink {
  path: string;
  href: string;
  label: string;
  children?: NavLink[];
}

const linkIn = (lang: Lang, entry: NavEntry): NavLink => ({
  path: entry.path,
  href: pathIn(lang, entry.path),
  label: frameText[lang].nav[entry.key],
  ...(entry.children ? { children: entry.children.map((child) => linkIn(lang, child)) } : {}),
});

/** The navigation in `lang`: its links lead to the pages of that language. */
export const navLinks = (lang: Lang): NavLink[] => NAV.map((entry) => linkIn(lang, entry));
