import { gradeColorStyle } from '../formations';
import { useGrades } from '../formations/ui';
import { Icon } from '../../shared/ui/Icon';
import { GRADES_EMPTY_TEXT, VISIT_GRADE_TEXT } from './nav-links';

/** The grade list of the Grades hover panel and of the mobile menu (SPEC section 2). */
export function GradeLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { grades } = useGrades();
  if (!grades.length) return <p className="grade-links__empty">{GRADES_EMPTY_TEXT}</p>;
  return (
    <ul className="grade-links" role="list">
      {grades.map((grade) => (
        <li key={grade.slug}>
          <a href={`/grades/${grade.slug}`} className="grade-links__item" onClick={onNavigate}>
            <span className="grade-links__icon" style={gradeColorStyle(grade.colorCode)}>
              <Icon name={grade.icon} size={22} />
            </span>
            <span className="grade-links__text">
              <span className="grade-links__title">{grade.title}</span>
              <span className="grade-links__visit">{VISIT_GRADE_TEXT}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
