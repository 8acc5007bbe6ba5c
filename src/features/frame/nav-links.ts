/** The public navigation (SPEC section 2, Public layout), in menu order. */
export interface NavLink {
  href: string;
  label: string;
  children?: NavLink[];
}

export const NAV_LINKS: readonly NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/aboutus', label: 'About Us' },
  { href: '/committees', label: 'Committees' },
  { href: '/grades', label: 'Grades' },
  {
    href: '/volunteers',
    label: 'Volunteers',
    children: [
      { href: '/volunteers/reimbursement-letter', label: 'Reimbursement Letter' },
      { href: '/volunteers/forms', label: 'Volunteer Form' },
    ],
  },
  { href: '/events', label: 'Events' },
  { href: '/contactus', label: 'Contact Us' },
];

export const GRADES_EMPTY_TEXT = 'More Information On The Way...';
export const VISIT_GRADE_TEXT = 'Visit Our Grade';
/** Without JavaScript the grade list cannot be read: the panel says so instead of claiming it is empty. */
export const GRADES_NO_SCRIPT_TEXT = 'The grade list needs JavaScript. Turn JavaScript on in your browser to see it.';

/** The header locks once the page is scrolled more than 82 px (SPEC section 9). */
const HEADER_LOCK_OFFSET = 82;

export const isHeaderLocked = (scrollY: number): boolean => scrollY > HEADER_LOCK_OFFSET;

/** The nav item for the page being shown: '/grades/3rd-grade' belongs to Grades. */
export function isCurrentSection(linkHref: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return linkHref === '/' ? path === '/' : path === linkHref || path.startsWith(`${linkHref}/`);
}
