/**
 * The grade list of the Grades hover panel and of the side menu (SPEC section 2): icon, title and 'Visit Our
 * Grade' per grade, read from the API once per page (the islands' grade query shares the same request). Until
 * the grades are in, and when there are none or the read failed, the prebuilt 'More Information On The
 * Way...' stays: the menu is usable either way.
 */
import { gradeColorStyle, readGradeList, type PublicGrade } from '../formations';
import { langOf, type Lang } from '../../shared/i18n/lang';
import { langAttributeOf, officerText } from '../../shared/i18n/officer-text';

let leaving = false;

function gradeItem(grade: PublicGrade, lang: Lang, itemTemplate: HTMLTemplateElement, icons: HTMLTemplateElement): Node {
  const item = itemTemplate.content.cloneNode(true) as DocumentFragment;
  // The template's link is the grades page of the page's language: '/grades' or '/es/grades'.
  const link = item.querySelector('a');
  link?.setAttribute('href', `${link.getAttribute('href') ?? '/grades'}/${encodeURIComponent(grade.slug)}`);
  // The grade's name in the page's language where it has one, else the English, marked so (docs/decisions/093).
  const title = item.querySelector('.grade-links__title');
  const shown = officerText(grade.title, grade.title_es, lang);
  if (title) {
    title.textContent = shown.text;
    const marked = langAttributeOf(lang, shown);
    if (marked) title.setAttribute('lang', marked);
    else title.removeAttribute('lang');
  }
  const iconFrame = item.querySelector<HTMLElement>('.grade-links__icon');
  // Unknown icons show the default one, as the Icon component does.
  const icon = icons.content.querySelector(`[data-icon="${CSS.escape(grade.icon)}"]`) ?? icons.content.lastElementChild;
  if (iconFrame) {
    for (const [name, value] of Object.entries(gradeColorStyle(grade.colorCode))) iconFrame.style.setProperty(name, String(value));
    if (icon) iconFrame.append(icon.cloneNode(true));
  }
  return item;
}

function render(header: HTMLElement, grades: readonly PublicGrade[]): void {
  const itemTemplate = header.querySelector<HTMLTemplateElement>('#grade-link-template');
  const icons = header.querySelector<HTMLTemplateElement>('#grade-icon-templates');
  if (!grades.length || !itemTemplate || !icons) return;
  const lang = langOf(document.documentElement.lang);
  for (const place of header.querySelectorAll<HTMLElement>('[data-grade-links]')) {
    const list = document.createElement('ul');
    list.className = 'grade-links';
    list.setAttribute('role', 'list');
    list.append(...grades.map((grade) => gradeItem(grade, lang, itemTemplate, icons)));
    place.querySelector('.grade-links__empty')?.replaceWith(list);
  }
}

export function showGradeLinks(header: HTMLElement): void {
  // A read cut short because the visitor is leaving is no failure worth logging.
  window.addEventListener('pagehide', () => (leaving = true), { once: true });
  readGradeList().then(
    (grades) => render(header, grades),
    (error: unknown) => {
      if (!leaving) console.error('[EG01] grade list failed to load', error);
    },
  );
}
