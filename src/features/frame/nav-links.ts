import { pathIn } from '../../shared/i18n/lang';

/** The header locks once the page is scrolled more than 82 px (SPEC section 9). */
const HEADER_LOCK_OFFSET = 82;

export const isHeaderLocked = (scrollY: number): boolean => scrollY > HEADER_LOCK_OFFSET;

/** The nav item for the page being shown: '/grades/3rd-grade' (and '/es/grades/3rd-grade') belongs to Grades. */
export function isCurrentSection(linkHref: string, pathname: string): boolean {
  const path = pathIn('en', pathname).replace(/\/+$/, '') || '/';
  return linkHref === '/' ? path === '/' : path === linkHref || path.startsWith(`${linkHref}/`);
}
