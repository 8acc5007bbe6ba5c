import { describe, expect, it } from 'vitest';
import { navLinks } from './site-nav';

describe('the navigation in each language', () => {
  it('keeps the English labels and paths', () => {
    const links = navLinks('en');
    expect(links.map((link) => link.label)).toEqual(['Home', 'About Us', 'Committees', 'Grades', 'Volunteers', 'Events', 'Contact Us']);
    expect(links[1]).toMatchObject({ href: '/aboutus', path: '/aboutus' });
    expect(links[4]?.children?.map((child) => [child.href, child.label])).toEqual([
      ['/volunteers/reimbursement-letter', 'Reimbursement Letter'],
      ['/volunteers/forms', 'Volunteer Form'],
    ]);
  });

  it('leads a Spanish page to Spanish pages with Spanish labels', () => {
    const links = navLinks('es');
    expect(links.map((link) => [link.href, link.label])).toEqual([
      ['/es', 'Inicio'],
      ['/es/aboutus', 'Quiénes somos'],
      ['/es/committees', 'Comités'],
      ['/es/grades', 'Grados'],
      ['/es/volunteers', 'Voluntarios'],
      ['/es/events', 'Eventos'],
      ['/es/contactus', 'Contáctenos'],
    ]);
    expect(links[4]?.children?.map((child) => child.href)).toEqual(['/es/volunteers/reimbursement-letter', '/es/volunteers/forms']);
  });
});
