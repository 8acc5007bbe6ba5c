import { committeePills, type CommitteeSummary } from './committee';
import { isPendingLeader } from './formation';
import { Icon } from '../../shared/ui/Icon';
import { useLang } from '../../shared/i18n/text-context';
import { OfficerText } from '../../shared/i18n/OfficerText';
import { langAttributeOf, officerText } from '../../shared/i18n/officer-text';
import { useFormationsText } from './formations-text-context';

/**
 * A committee card: title, its short description when it has one (docs/decisions/056), pills, leaders and a details icon (it opens a popup on this page, not another
 * site: no 'open in new' icon); the whole card opens the popup.
 */
export function CommitteeCard({ committee, onOpen }: { committee: CommitteeSummary; onOpen: () => void }) {
  const leaders = committee.leadership.filter((leader) => !isPendingLeader(leader));
  const pills = useFormationsText().committees.pills;
  const lang = useLang();
  // Officers' texts without a Spanish version are English: marked so on a Spanish page (docs/decisions/068, 070, 093).
  const officers = lang === 'es' ? 'en' : undefined;
  const title = officerText(committee.title, committee.title_es, lang);
  return (
    <button type="button" className="committee-card" onClick={onOpen} aria-haspopup="dialog">
      <span className="committee-card__head">
        <span className="committee-card__title" lang={langAttributeOf(lang, title)}>
          {title.text}
        </span>
        <Icon name="info" className="committee-card__open" />
      </span>
      {committee.description && (
        <span className="committee-card__description">
          <OfficerText en={committee.description} es={committee.description_es} />
        </span>
      )}
      <span className="committee-card__pills">
        {committeePills(committee).map((pill) => (
          <span key={pill} className={pill === 'open-chair' ? 'pill' : 'pill pill--info'}>
            {pills[pill]}
          </span>
        ))}
      </span>
      <span className="committee-card__leaders" lang={officers}>
        {leaders.map((leader, index) => (
          <span key={`${leader.name}-${index}`} className="committee-card__leader">
            <span className="committee-card__position">{leader.position}</span> {leader.name}
          </span>
        ))}
      </span>
    </button>
  );
}
