/**
 * About Us's board cards (SPEC section 1; GET /v1/api/page/list/board-members): portrait, title, name and
 * email, drawn by a few lines of DOM code into the prebuilt placeholder, not a React island, so the page
 * ships no framework (DESIGN section 7; docs/decisions/040). Text is set as text, never as HTML.
 */
import { element, emailLink } from '../../shared/dom';
import { boardInitials, portraitColour } from './board-portrait';
import { loadPublicBoard } from './content-api';
import type { BoardMember } from './page-content';

/** The member's photo, or their initials on a coloured disc until an officer uploads one. */
function portrait(member: BoardMember, position: number): HTMLElement {
  if (member.image) {
    const image = element('img', 'board-card__portrait');
    image.src = member.image;
    image.alt = `Portrait of ${member.name}`;
    image.width = 120;
    image.height = 120;
    image.loading = 'lazy';
    return image;
  }
  const initials = element('span', 'board-card__portrait board-card__initials', boardInitials(member.name));
  initials.style.backgroundColor = portraitColour(position);
  initials.setAttribute('aria-hidden', 'true');
  return initials;
}

function boardCard(member: BoardMember, position: number): HTMLLIElement {
  const card = element('li', 'board-card');
  const text = element('span', 'board-card__text');
  text.append(element('span', 'board-card__title', member.title), element('strong', 'board-card__name', member.name));
  if (member.email) text.append(emailLink(member.email, ''));
  card.append(portrait(member, position), text);
  return card;
}

/** One more try on a failed read, as the islands' queries do; a refused one (4xx) is not retried. */
async function readBoard(): Promise<BoardMember[]> {
  try {
    return await loadPublicBoard();
  } catch (error) {
    const status = error instanceof Error && 'status' in error ? Number(error.status) : 0;
    if (status >= 400 && status < 500) throw error;
    return loadPublicBoard();
  }
}

/** Replaces the placeholder in `root` with the cards; a failed load is logged and leaves the list empty (SPEC section 8). */
export async function showBoardCards(root: HTMLElement): Promise<void> {
  const list = element('ul', 'board-cards');
  list.setAttribute('role', 'list');
  try {
    list.append(...(await readBoard()).map(boardCard));
  } catch (error) {
    console.error('[EG04] board failed to load', error);
  }
  root.replaceChildren(list);
  // The cards change the page's height: land on #hsaboard again once they are in (instantly: a smooth
  // scroll started here would still be under way while the header locks).
  if (window.location.hash === '#hsaboard')
    requestAnimationFrame(() => document.getElementById('hsaboard')?.scrollIntoView({ behavior: 'instant' }));
}
