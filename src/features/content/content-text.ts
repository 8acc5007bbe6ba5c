/**
 * The content texts a visitor reads, in English and Spanish (docs/decisions/068). English is written once,
 * `as const`; Spanish is its `Translation`, so a key missing in Spanish fails the type check. Two catalogues:
 * `contentText`, the few words of home's islands (passed to them as props, so kept small), and
 * `contentPagesText`, the content pages' own texts, read by the server only.
 */
import { school } from '../../config/school';
import type { Catalogues, Translation } from '../../shared/i18n/catalogue';

const en = {
  loadingPhotos: 'Loading photos',
  photoBanner: 'The photo banner',
  /** A home image's description: 'School life, photo 1 of 3'. */
  photoAlt: 'School life, photo {position} of {count}',
  welcomeParents: 'Welcome Parents',
  carousel: 'carousel',
  slide: 'slide',
  /** A slide's name: '2 of 7'. */
  slideOf: '{position} of {count}',
  /** What the carousel's arrows move by: 'Previous grade'. */
  grade: 'grade',
  loadingGrades: 'Loading grades',
  gradeCarousel: 'The grade carousel',
  /** While no grade is stored (the navigation's Grades panel says the same, SPEC section 2). */
  noGrades: 'More Information On The Way...',
  visitGrade: 'Visit Our Grade',
} as const;

const es: Translation<typeof en> = {
  loadingPhotos: 'Cargando fotos',
  photoBanner: 'La sección de fotos',
  photoAlt: 'Vida escolar, foto {position} de {count}',
  welcomeParents: 'Bienvenidos, padres de familia',
  carousel: 'carrusel',
  slide: 'diapositiva',
  slideOf: '{position} de {count}',
  grade: 'grado',
  loadingGrades: 'Cargando grados',
  gradeCarousel: 'El carrusel de grados',
  noGrades: 'Pronto habrá más información...',
  visitGrade: 'Ver la página del grado',
};

export type ContentText = Translation<typeof en>;
export const contentText: Catalogues<typeof en> = { en, es };

const pagesEn = {
  /** '{school}' is the school's short name, 'St. Brigid'. */
  home: {
    heading: `Welcome to the {school} ${school.associationName}`,
    /**
     * What the page is about, for search results: the English page gives the officers' welcome text instead, which
     * the Spanish page cannot while that text is English only.
     */
    description: `The {school} ${school.associationName}: events, grades, committees and volunteering for the school's families.`,
    eventsHeading: 'HSA Events',
    eventsLead: 'What is coming up at school. Pick an event for its details.',
  },
  about: {
    title: 'About Us',
    description: `The mission, board and teams of the {school} ${school.associationName}.`,
    mission: 'Our Mission',
    board: 'HSA Board',
    boardLead:
      'Our board members are parents who volunteer their time to lead the association. Reach out to any of them with questions or ideas.',
    executive: 'Executive Board',
    executiveText:
      "The executive board is made up of 8 officers elected by the parents of {school}: the president, vice president, treasurer, secretary and the chairs who coordinate volunteers, fundraising, communications and faith and service. They meet monthly with the principal to plan the year and approve the association's spending.",
    coChairs: 'Co-Chairs',
    coChairsText:
      'About 30 events a year are run by parent co-chairs, from the book fair to the spring gala. Co-chairs serve two-year terms so that each event always has someone who has done it before, and every new co-chair is welcomed at an orientation in September.',
    teams: 'Teams',
    teamsText:
      'Every family belongs to one of two teams, Blue and White. The teams share the work of our events through the year and compete in friendly challenges, from the fun run to the canned food drive, with the results announced at the end-of-year picnic.',
    portrait: 'Portrait of {name}',
  },
  contact: {
    title: 'Contact Us',
    description: `How to reach the {school} ${school.associationName}.`,
    emailLead: 'For simple enquiries, email us at ',
    emailLeadEnd: '.',
    boardLead: 'For any other questions, please reach out to a member of the ',
    boardLink: 'HSA board',
    boardLeadEnd: '.',
    emailHeading: 'Email the HSA',
    emailText: 'Events, volunteering, fundraising or a question you are not sure where to send: one address reaches the officers.',
    whereHeading: 'Where We Are',
    openMap: 'Open the map',
    /** After 'Open the map', for screen readers: ' of St. Brigid Catholic School (opens in a new tab)'. */
    openMapHidden: ' of {school} (opens in a new tab)',
    schoolSite: 'School website',
    opensInNewTab: ' (opens in a new tab)',
    board: 'HSA Board',
    boardText: "Each officer answers for their part of the association's work.",
  },
  volunteers: {
    title: 'Volunteer Page',
    description: `Volunteer with the {school} ${school.associationName}.`,
    heading: 'Volunteers',
    lead: 'The HSA provides volunteer opportunities all school year.',
    coordinator: 'Volunteer Coordinator',
    coordinatorText: 'Email the coordinator with any question about volunteering: where help is needed, clearances, or how to get started.',
    signUp: 'Sign Up To Help',
    signUpText: 'Classroom parties, the book fair, lunch and recess, the spring gala: see every open volunteer slot and sign up online.',
    signUpLink: 'Volunteer sign-up',
    formsBefore: 'Already helped, or asking to? ',
    formsLink: 'Use the volunteer forms',
    formsAfter: ' to request an activity or log your hours.',
  },
  reimbursement: {
    title: 'Reimbursement Letter',
    description: `How reimbursements work at the {school} ${school.associationName}.`,
    heading: 'Reimbursement Letter',
    dear: "Dear volunteers, thank you for all you give to our school. To keep the association's money safe, please follow these rules for every purchase.",
    approval:
      'All purchases must be approved by the HSA and the administration before payment. Nobody should pay for a committee item before the HSA President approves it.',
    seeSteps: 'See the steps to get reimbursed',
    limitBefore: 'The HSA cannot reimburse more than ',
    limitAfter: ' per check. For a larger approved amount, please contact the Treasurer first.',
    stepsHeading: 'Steps To Get Reimbursed',
    step: 'step',
    stepsLabel: 'Reimbursement steps',
    formHeading: 'Use the online form',
    formBefore: 'Request every reimbursement with the ',
    formLink: 'online reimbursement form',
    formAfter: '. Scanned receipts are required.',
    treasurerHeading: 'Through the HSA Treasurer',
    treasurerText: 'All requests go through the HSA Treasurer, not directly to the finance director or the principal.',
    contractsHeading: 'Contracts need approval',
    contractsText:
      'Committee chairs cannot sign vendor contracts without approval from the HSA President and Vice President, the principal and the parish finance director.',
    vendorHeading: 'Paying a vendor',
    vendorText:
      'A check to a vendor needs prior approval from the HSA team and the Treasurer; then submit the form. Processing takes at least one to two weeks.',
  },
  notFound: {
    title: 'Page Not Found',
    placesHeading: 'Or try one of these pages',
    events: 'Events calendar',
    eventsHint: 'What is on this month',
    grades: 'Grades',
    gradesHint: 'Events and class parents of each grade',
    committees: 'Committees',
    committeesHint: 'Who runs what, and how to help',
    contact: 'Contact Us',
    contactHint: 'Ask the HSA',
  },
} as const;

const pagesEs: Translation<typeof pagesEn> = {
  home: {
    heading: 'Bienvenidos a la Asociación de Hogar y Escuela de {school}',
    description: 'La Asociación de Hogar y Escuela de {school}: eventos, grados, comités y voluntariado para las familias de la escuela.',
    eventsHeading: 'Eventos de la HSA',
    eventsLead: 'Lo que viene en la escuela. Elija un evento para ver los detalles.',
  },
  about: {
    title: 'Quiénes somos',
    description: 'La misión, la junta directiva y los equipos de la Asociación de Hogar y Escuela de {school}.',
    mission: 'Nuestra misión',
    board: 'Junta directiva de la HSA',
    boardLead:
      'Los miembros de la junta directiva son padres de familia que dan su tiempo como voluntarios para dirigir la asociación. Puede escribirle a cualquiera de ellos con sus preguntas o ideas.',
    executive: 'Junta ejecutiva',
    executiveText:
      'La junta ejecutiva está formada por 8 directivos elegidos por los padres de familia de {school}: la presidencia, la vicepresidencia, la tesorería, la secretaría y los encargados de coordinar a los voluntarios, la recaudación de fondos, las comunicaciones y la fe y el servicio. Se reúnen cada mes con la dirección de la escuela para planear el año y aprobar los gastos de la asociación.',
    coChairs: 'Copresidentes',
    coChairsText:
      'Unos 30 eventos al año, desde la feria del libro hasta la gala de primavera, están a cargo de copresidentes que son padres de familia. Cada copresidente ocupa el cargo por dos años, para que cada evento siempre tenga a alguien con experiencia, y a cada nuevo copresidente se le da la bienvenida en una orientación en septiembre.',
    teams: 'Equipos',
    teamsText:
      'Cada familia pertenece a uno de dos equipos, el Azul y el Blanco. Los equipos se reparten el trabajo de nuestros eventos durante el año y compiten en retos amistosos, desde la carrera recreativa hasta la colecta de alimentos enlatados. Los resultados se anuncian en el picnic de fin de año.',
    portrait: 'Retrato de {name}',
  },
  contact: {
    title: 'Contáctenos',
    description: 'Cómo comunicarse con la Asociación de Hogar y Escuela de {school}.',
    emailLead: 'Para consultas sencillas, escríbanos a ',
    emailLeadEnd: '.',
    boardLead: 'Para cualquier otra pregunta, comuníquese con un miembro de la ',
    boardLink: 'junta directiva de la HSA',
    boardLeadEnd: '.',
    emailHeading: 'Escriba a la HSA',
    emailText:
      'Eventos, voluntariado, recaudación de fondos o una duda que no sabe a quién preguntar: con una sola dirección, su mensaje llega a todos los directivos.',
    whereHeading: 'Dónde estamos',
    openMap: 'Abrir el mapa',
    openMapHidden: ' de {school} (se abre en una pestaña nueva)',
    schoolSite: 'Sitio web de la escuela',
    opensInNewTab: ' (se abre en una pestaña nueva)',
    board: 'Junta directiva de la HSA',
    boardText: 'Cada directivo se encarga de una parte del trabajo de la asociación.',
  },
  volunteers: {
    title: 'Voluntarios',
    description: 'Sea voluntario con la Asociación de Hogar y Escuela de {school}.',
    heading: 'Voluntarios',
    lead: 'La HSA ofrece oportunidades de voluntariado durante todo el año escolar.',
    coordinator: 'Coordinación de voluntarios',
    coordinatorText:
      'Escriba a la coordinación con cualquier pregunta sobre el voluntariado: dónde se necesita ayuda, la verificación de antecedentes o cómo empezar.',
    signUp: 'Inscríbase para ayudar',
    signUpText:
      'Fiestas en el salón, la feria del libro, el almuerzo y el recreo, la gala de primavera: vea todos los turnos de voluntariado disponibles e inscríbase en línea.',
    signUpLink: 'Inscripción de voluntarios',
    formsBefore: '¿Ya ayudó o quiere ayudar? ',
    formsLink: 'Use los formularios de voluntarios',
    formsAfter: ' para ofrecerse en una actividad o registrar sus horas.',
  },
  reimbursement: {
    title: 'Carta de reembolso',
    description: 'Cómo funcionan los reembolsos en la Asociación de Hogar y Escuela de {school}.',
    heading: 'Carta de reembolso',
    dear: 'Queridos voluntarios: gracias por todo lo que dan a nuestra escuela. Para cuidar el dinero de la asociación, les pedimos que sigan estas reglas en cada compra.',
    approval:
      'Toda compra debe ser aprobada por la HSA y por la administración antes de pagarse. Nadie debe pagar un artículo de un comité antes de que lo apruebe la presidencia de la HSA.',
    seeSteps: 'Vea los pasos para recibir su reembolso',
    limitBefore: 'La HSA no puede reembolsar más de ',
    limitAfter: ' por cheque. Si el monto aprobado es mayor, comuníquese primero con la tesorería.',
    stepsHeading: 'Pasos para recibir su reembolso',
    step: 'paso',
    stepsLabel: 'Pasos del reembolso',
    formHeading: 'Use el formulario en línea',
    formBefore: 'Pida cada reembolso con el ',
    formLink: 'formulario de reembolso en línea',
    formAfter: '. Debe adjuntar los recibos escaneados.',
    treasurerHeading: 'A través de la tesorería de la HSA',
    treasurerText:
      'Todas las solicitudes pasan por la tesorería de la HSA; no se envían directamente al director de finanzas ni a la dirección de la escuela.',
    contractsHeading: 'Los contratos necesitan aprobación',
    contractsText:
      'Los presidentes de comité no pueden firmar contratos con proveedores sin la aprobación de la presidencia y la vicepresidencia de la HSA, de la dirección de la escuela y del director de finanzas de la parroquia.',
    vendorHeading: 'Pago a un proveedor',
    vendorText:
      'Un cheque a un proveedor necesita la aprobación previa del equipo de la HSA y de la tesorería; después, envíe el formulario. El trámite tarda al menos una o dos semanas.',
  },
  notFound: {
    title: 'Página no encontrada',
    placesHeading: 'O pruebe una de estas páginas',
    events: 'Calendario de eventos',
    eventsHint: 'Lo que hay este mes',
    grades: 'Grados',
    gradesHint: 'Eventos y padres de salón de cada grado',
    committees: 'Comités',
    committeesHint: 'Quién organiza qué y cómo ayudar',
    contact: 'Contáctenos',
    contactHint: 'Pregúntele a la HSA',
  },
};

export type ContentPagesText = Translation<typeof pagesEn>;
/** The content pages' texts (About Us, Contact Us, Volunteers, the Reimbursement Letter, home's, the 404's). */
export const contentPagesText: Catalogues<typeof pagesEn> = { en: pagesEn, es: pagesEs };
