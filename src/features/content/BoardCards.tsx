import { useEffect } from 'react';
import { useBoard } from './api/use-board';
import { boardInitials, portraitColour } from './board-portrait';
import type { BoardMember } from './page-content';
import { QueryProvider } from '../../shared/query';
import { IslandLoading } from '../../shared/ui/IslandLoading';
import './about.css';

/** The HSA board as cards: portrait, title, name and email (SPEC section 1; GET /v1/api/page/list/board-members). */
export default function BoardCards() {
  return (
    <QueryProvider>
      <Board />
    </QueryProvider>
  );
}

function Board() {
  // A failed load is logged only; the list stays empty (SPEC section 8).
  const { data: board = [], isPending } = useBoard();

  useEffect(() => {
    // The cards change the page's height: land on #hsaboard again once they are in (instantly: a smooth
    // scroll started here would still be under way while the header locks).
    if (!isPending && window.location.hash === '#hsaboard')
      requestAnimationFrame(() => document.getElementById('hsaboard')?.scrollIntoView({ behavior: 'instant' }));
  }, [isPending]);

  if (isPending)
    return (
      <IslandLoading label="Loading the board" part="The list of board members" className="board-loading">
        <span className="board-loading__cards" aria-hidden="true">
          {[0, 1, 2, 3].map((index) => (
            <span key={index} className="skeleton board-loading__card" />
          ))}
        </span>
      </IslandLoading>
    );

  return (
    <ul className="board-cards" role="list">
      {board.map((member, index) => (
        <li key={`${member.name}-${index}`} className="board-card">
          <Portrait member={member} position={index} />
          <span className="board-card__text">
            <span className="board-card__title">{member.title}</span>
            <strong className="board-card__name">{member.name}</strong>
            {member.email && <EmailLink email={member.email} />}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A mailto link whose address may break after the @ rather than anywhere in a narrow card. */
function EmailLink({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  return (
    <a href={`mailto:${email}`}>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </a>
  );
}

/** The member's photo, or their initials on a coloured disc until an officer uploads one. */
function Portrait({ member, position }: { member: BoardMember; position: number }) {
  if (member.image)
    return (
      <img className="board-card__portrait" src={member.image} alt={`Portrait of ${member.name}`} width={120} height={120} loading="lazy" />
    );
  return (
    <span className="board-card__portrait board-card__initials" style={{ backgroundColor: portraitColour(position) }} aria-hidden="true">
      {boardInitials(member.name)}
    </span>
  );
}
