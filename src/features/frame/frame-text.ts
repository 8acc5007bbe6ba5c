/**
 * The frame's texts (header, side menu, footer, the language switch and its reminder bar), in English and
 * Spanish (docs/decisions/068). The frame is drawn by the server: its script reads no catalogue, only what
 * the page drew (the reminder bar's template, the Grades toggle's two labels).
 */
import { school } from '../../config/school';
import type { Catalogues, Translation } from '../../shared/i18n/catalogue';

const en = {
  nav: {
    home: 'Home',
    aboutUs: 'About Us',
    committees: 'Committees',
    grades: 'Grades',
    volunteers: 'Volunteers',
    reimbursementLetter: 'Reimbursement Letter',
    volunteerForm: 'Volunteer Form',
    events: 'Events',
    contactUs: 'Contact Us',
  },
  mainNav: 'Main',
  footerNav: 'Footer',
  siteMenu: 'Site menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  showGrades: 'Show grades',
  /** The wide navigation's button that opens a section's panel (Grades, Volunteers). */
  panelLinks: '{section} links',
  hideGrades: 'Hide grades',
  gradesEmpty: 'More Information On The Way...',
  visitGrade: 'Visit Our Grade',
  gradesNoScript: 'The grade list needs JavaScript. Turn JavaScript on in your browser to see it.',
  login: 'Login',
  skipToMain: 'Skip to main content',
  englishParts: 'Part of this page is only in English.',
  /** The title of a page that answers a form sent without scripts with its problems (GOV.UK's pattern). */
  errorTitle: 'Error: {title}',
  associationName: school.associationName,
  /** The footer's and header's name of the association: 'St. Brigid Home and School Association'. */
  associationOf: '{school} {association}',
  /** Default meta description of a page that gives none. */
  description: 'The {association} of {school}, {city}: events, grades, committees and volunteering.',
  /** The reminder shown on a page in the other language than the one remembered; written in this language. */
  bar: {
    label: 'Language',
    question: 'Prefer English?',
    link: 'View this page in English',
    dismiss: 'Dismiss',
  },
} as const;

const es: Translation<typeof en> = {
  nav: {
    home: 'Inicio',
    aboutUs: 'Quiénes somos',
    committees: 'Comités',
    grades: 'Grados',
    volunteers: 'Voluntarios',
    reimbursementLetter: 'Carta de reembolso',
    volunteerForm: 'Formulario de voluntarios',
    events: 'Eventos',
    contactUs: 'Contáctenos',
  },
  mainNav: 'Principal',
  footerNav: 'Pie de página',
  siteMenu: 'Menú del sitio',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  showGrades: 'Mostrar grados',
  panelLinks: 'Enlaces de {section}',
  hideGrades: 'Ocultar grados',
  gradesEmpty: 'Pronto habrá más información...',
  visitGrade: 'Ver la página del grado',
  gradesNoScript: 'La lista de grados necesita JavaScript. Active JavaScript en su navegador para verla.',
  login: 'Iniciar sesión',
  skipToMain: 'Saltar al contenido principal',
  englishParts: 'Parte de esta página solo está en inglés.',
  errorTitle: 'Error en el formulario: {title}',
  associationName: 'Asociación de Hogar y Escuela',
  associationOf: '{association} de {school}',
  description: 'La {association} de {school}, {city}: eventos, grados, comités y voluntariado.',
  bar: {
    label: 'Idioma',
    question: '¿Prefiere español?',
    link: 'Ver esta página en español',
    dismiss: 'Cerrar aviso',
  },
};

export type FrameText = Translation<typeof en>;
export const frameText: Catalogues<typeof en> = { en, es };
