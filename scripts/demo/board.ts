/**
 * The demo board: 8 officers (SPEC section 1: the executive board has 8 officers), without portraits (About
 * Us draws their initials). Addresses come from src/config/school.ts, the one place that names the
 * association's contacts: the volunteer coordinator is the one the Volunteers page shows, and every officer
 * writes from the association's own domain.
 */
import type { BoardMember } from '../../src/features/content/page-content';
import { school } from '../../src/config/school';

const DOMAIN = school.hsaEmail.split('@')[1]!;

const BOARD: Array<[title: string, name: string, email?: string]> = [
  ['President', 'Margaret Sullivan'],
  ['Vice President', 'David Alvarez'],
  ['Treasurer', 'Terry Nolan'],
  ['Secretary', 'Sarah Whitaker'],
  ['Volunteer Coordinator', school.volunteerCoordinator.name, school.volunteerCoordinator.email],
  ['Fundraising Chair', 'James O’Connor'],
  ['Communications Chair', 'Emily Zhang'],
  ['Faith & Service Chair', 'Patrick Byrne'],
];

export function demoBoard(): BoardMember[] {
  return BOARD.map(([title, name, email]) => ({
    title,
    // No Spanish titles in the demo: the Spanish site shows the English ones, marked so (docs/decisions/070).
    title_es: '',
    name,
    email: email ?? `${title.toLowerCase().replace(/[^a-z]+/g, '.')}@${DOMAIN}`,
    image: '',
  }));
}
