import { committeePills, type CommitteeSummary } from './committee';
import { isPendingLeader } from './formation';
import { Icon } from '../../shared/ui/Icon';

/**
 * A committee card: title, its short description when it has one (docs/decisions/056), pills, leaders and a details icon (it opens a popup on this page, not another
 * site: no 'open in new' icon); the whole card opens the popup.
 */
export function CommitteeCard({ committee, onOpen }: { committee: CommitteeSummary; onOpen: () => void }) {
  const leaders = committee.leadership.filter((leader) => !isPendingLeader(leader));
  return (
    <button type="button" className="committee-card" onClick={onOpen} aria-haspopup="dialog">
      <span className="committee-card__head">
        <span className="committee-card__title">{committee.title}</span>
        <Icon name="info" className="committee-card__open" />
      </span>
      {committee.description && <span className="committee-card__description">{committee.description}</span>}
      <span className="committee-card__pills">
        {committeePills(committee).map((pill) => (
          <span key={pill} className={pill === 'Open Chair' ? 'pill' : 'pill pill--info'}>
            {pill}
          </span>
        ))}
      </span>
      <span className="committee-card__leaders">
        {leaders.map((leader, index) => (
          <span key={`${leader.name}-${index}`} className="committee-card__leader">
            <span className="committee-card__position">{leader.position}</span> {leader.name}
          </span>
        ))}
      </span>
    </button>
  );
}
