/**
 * Contact Us's list of the board's contacts: the same call and the same portraits as About Us's board
 * cards (GET /v1/api/page/list/board-members), drawn by a few lines of DOM code, not a React island, so the
 * page stays prebuilt HTML with no framework (DESIGN section 7). Text is set as text, never as HTML.
 */
import { boardInitials, portraitColour } from './board-portrait';
import { element, emailLink } from '../../shared/dom';
import { loadPublicBoard } from './content-api';
import type { BoardMember } from './page-content';

function contactItem(member: BoardMember, position: number): HTMLLIElement {
  const item = element('li', 'board-contact');
  const portrait = element('span', 'board-contact__portrait', member.image ? undefined : boardInitials(member.name));
  portrait.setAttribute('aria-hidden', 'true');
  if (member.image) {
    const image = element('img', '');
    image.src = member.image;
    image.alt = '';
    image.width = 48;
    image.height = 48;
    portrait.append(image);
  } else portrait.style.backgroundColor = portraitColour(position);
  const text = element('span', 'board-contact__text');
  text.append(element('strong', 'board-contact__name', member.name), element('span', 'board-contact__title', member.title));
  if (member.email) text.append(emailLink(member.email, 'board-contact__email'));
  item.append(portrait, text);
  return item;
}

/** Fills `root` (which shows a loading placeholder until then); a failed load is logged and leaves it out. */
export async function showBoardContacts(root: HTMLElement): Promise<void> {
  try {
    const board = await loadPublicBoard();
    const list = element('ul', 'board-contacts');
    list.setAttribute('role', 'list');
    list.append(...board.map(contactItem));
    root.replaceChildren(list);
  } catch (error) {
    root.replaceChildren();
    console.error('[EG04] board failed to load', error);
  }
}
