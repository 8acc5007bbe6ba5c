/** The demo board: 8 officers (SPEC section 1: the executive board has 8 officers). */
import type { BoardMember } from '../../src/features/content/page-content';

const BOARD: Array<[title: string, name: string]> = [
  ['President', 'Margaret Sullivan'],
  ['Vice President', 'David Alvarez'],
  ['Treasurer', 'Terry Nolan'],
  ['Secretary', 'Sarah Whitaker'],
  ['Volunteer Coordinator', 'Maria Delgado'],
  ['Fundraising Chair', 'James O’Connor'],
  ['Communications Chair', 'Emily Zhang'],
  ['Faith & Service Chair', 'Patrick Byrne'],
];

export function demoBoard(photoUrls: readonly string[]): BoardMember[] {
  return BOARD.map(([title, name], index) => ({
    title,
    name,
    email: `${title.toLowerCase().replace(/[^a-z]+/g, '.')}@stbrigid-hsa.example.org`,
    image: photoUrls[index % photoUrls.length] ?? '',
  }));
}
