import { useEffect, useState } from 'react';
import { loadPublicBoard } from './content-api';
import type { BoardMember } from './page-content';
import './about.css';

/** The HSA board as cards: portrait, title, name and email (SPEC section 1; GET /v1/api/page/list/board-members). */
export default function BoardCards() {
  const [board, setBoard] = useState<BoardMember[] | null>(null);

  useEffect(() => {
    loadPublicBoard()
      .then(setBoard)
      .catch((error: unknown) => {
        // Logged only; the list stays empty (SPEC section 8).
        console.error('[EG04] board failed to load', error);
        setBoard([]);
      })
      .finally(() => {
        // The cards change the page's height: land on #hsaboard again once they are in.
        if (window.location.hash === '#hsaboard') requestAnimationFrame(() => document.getElementById('hsaboard')?.scrollIntoView());
      });
  }, []);

  return (
    <ul className="board-cards" role="list" aria-busy={board === null}>
      {(board ?? []).map((member, index) => (
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
