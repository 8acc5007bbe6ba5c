import { useEffect } from 'react';
import { useBoard } from './api/use-board';
import { QueryProvider } from '../../shared/query';
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
    // The cards change the page's height: land on #hsaboard again once they are in.
    if (!isPending && window.location.hash === '#hsaboard')
      requestAnimationFrame(() => document.getElementById('hsaboard')?.scrollIntoView());
  }, [isPending]);

  return (
    <ul className="board-cards" role="list" aria-busy={isPending}>
      {board.map((member, index) => (
        <li key={`${member.name}-${index}`} className="board-card">
          {member.image ? (
            <img src={member.image} alt={`Portrait of ${member.name}`} width={120} height={120} loading="lazy" />
          ) : (
            <span className="board-card__initial" aria-hidden="true">
              {member.name.charAt(0)}
            </span>
          )}
          <span className="board-card__title">{member.title}</span>
          <strong className="board-card__name">{member.name}</strong>
          {member.email && <a href={`mailto:${member.email}`}>{member.email}</a>}
        </li>
      ))}
    </ul>
  );
}
