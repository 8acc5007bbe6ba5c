/**
 * The formations texts a visitor reads, in English and Spanish (docs/decisions/068). English is written once,
 * `as const`; Spanish is its `Translation`, so a key missing in Spanish fails the type check. Committee and
 * grade names, descriptions, leaders and links are officers' data, never here.
 */
import type { Catalogues, Translation } from '../../shared/i18n/catalogue';

const en = {
  committeesPage: {
    title: 'Committee Page',
    description: 'The parent-run committees of the HSA, their chairs, open positions and sign-up links.',
    heading: 'Committees',
    intro: 'Our committees are parent run. If you are interested in joining one or have questions about it, please contact its chairs.',
  },
  committees: {
    search: 'Search',
    searchPlaceholder: 'Search For Committees',
    filterBy: 'Filter By',
    /** The button that asks the page for the search and filter when scripts are off (decision 074). */
    apply: 'Show committees',
    filters: {
      alphabetical: 'Name A-Z',
      'open-leadership': 'Open Chair Positions',
      'active-links': 'Active Signup Links',
    },
    shown: '{count} committees shown',
    shownOne: '1 committee shown',
    loading: 'Loading committees',
    loadingPart: 'The committee list',
    /** No committee stored (or the list failed to load, which is only logged: SPEC section 8). */
    empty: 'Committees will be listed here soon.',
    noResults: 'Sorry there are no committees for this search, try updating your search & filter.',
    noscript: 'Opening a committee for its details needs JavaScript. Turn JavaScript on in your browser to use it.',
    /** The card's pills; 'Sign ups available' is the spec's 'Sign ups avaliable', spelled correctly. */
    pills: { 'open-chair': 'Open Chair', signups: 'Sign ups available' },
  },
  popup: {
    close: 'Close',
    loadError: 'Sorry, We are unable to retrieve this committee',
    /** A shared or old link to a committee that is gone (renamed or removed). */
    notFound: 'There is no committee at this address: it may have been renamed or removed.',
    noInformation: 'No Committee Information',
    committee: 'Committee',
    loading: 'Loading committee',
    seeAll: 'See all committees',
    shareWhat: 'the committee',
    leadership: 'Leadership',
    openPosition: 'Open position',
    pending: 'PENDING',
    gallery: 'Image Gallery',
    noImages: 'Currently No Images For This Committee',
  },
  gradesPage: {
    title: 'Grades',
    description: 'Every grade of the school, from Pre-K to 8th grade: events, class parents and links.',
    heading: 'Grades',
    intro: 'Pick a grade to see its events, its class parents and its links.',
  },
  shelf: {
    heading: 'Our Grade Levels',
    /** What the slider's arrows move through: "Previous grades" in English, "grado anterior" in Spanish (ui-text). */
    sliderLabel: 'grades',
    /** While no grade is stored (SPEC section 2, the Grades panel's text). */
    empty: 'More Information On The Way...',
    leaders: '{grade} leaders',
    openPosition: 'Open position',
    visit: 'Visit Our Grade',
  },
  grade: {
    /** The page's title: the grade's name, then this. */
    title: '{grade} Page',
    notFoundTitle: 'Page Not Found',
    failedTitle: 'Grade Page',
    /** The grade could not be read (logged, SPEC section 8): said plainly; the page is not kept. */
    loadFailed: 'Sorry, this grade could not be loaded. Please try again in a moment.',
    /** The hero's heading; the grade's name is officers' data, marked as English on Spanish pages where it has no Spanish. */
    heading: 'Explore all your {grade} events and activities',
    noLeaders: 'Grade leaders will be listed here soon.',
  },
} as const;

const es: Translation<typeof en> = {
  committeesPage: {
    title: 'Comités',
    description:
      'Los comités de la HSA, dirigidos por padres de familia: sus copresidentes, los puestos libres y los enlaces para inscribirse.',
    heading: 'Comités',
    intro:
      'Nuestros comités los dirigen padres de familia. Si le interesa participar en uno o tiene preguntas, comuníquese con sus copresidentes.',
  },
  committees: {
    search: 'Buscar',
    searchPlaceholder: 'Buscar comités',
    filterBy: 'Filtrar por',
    apply: 'Mostrar comités',
    filters: {
      alphabetical: 'Nombre (A-Z)',
      'open-leadership': 'Con puestos libres',
      'active-links': 'Con inscripción abierta',
    },
    shown: 'Se muestran {count} comités',
    shownOne: 'Se muestra 1 comité',
    loading: 'Cargando los comités',
    loadingPart: 'La lista de comités',
    empty: 'Pronto verá aquí la lista de comités.',
    noResults: 'No encontramos comités con esta búsqueda. Pruebe con otras palabras o con otro filtro.',
    noscript: 'Para abrir los detalles de un comité se necesita JavaScript. Active JavaScript en su navegador para usarlo.',
    pills: { 'open-chair': 'Puesto libre', signups: 'Inscripción abierta' },
  },
  popup: {
    close: 'Cerrar',
    loadError: 'Lo sentimos, no pudimos cargar este comité',
    notFound: 'No hay ningún comité en esta dirección: es posible que le hayan cambiado el nombre o que se haya eliminado.',
    noInformation: 'No hay información del comité',
    committee: 'Comité',
    loading: 'Cargando el comité',
    seeAll: 'Ver todos los comités',
    shareWhat: 'el comité',
    leadership: 'Responsables',
    openPosition: 'Puesto libre',
    pending: 'PENDIENTE',
    gallery: 'Galería de fotos',
    noImages: 'Por ahora este comité no tiene fotos',
  },
  gradesPage: {
    title: 'Grados',
    description: 'Todos los grados de la escuela, de Pre-K a 8.º grado: eventos, padres de salón y enlaces.',
    heading: 'Grados',
    intro: 'Elija un grado para ver sus eventos, sus padres de salón y sus enlaces.',
  },
  shelf: {
    heading: 'Nuestros grados',
    sliderLabel: 'grado',
    empty: 'Pronto habrá más información...',
    leaders: 'Responsables de {grade}',
    openPosition: 'Puesto libre',
    visit: 'Ver la página del grado',
  },
  grade: {
    title: 'Página de {grade}',
    notFoundTitle: 'Página no encontrada',
    failedTitle: 'Página del grado',
    loadFailed: 'Lo sentimos, no pudimos cargar este grado. Inténtelo de nuevo en un momento.',
    heading: 'Conozca todos los eventos y actividades de {grade}',
    noLeaders: 'Pronto verá aquí a los responsables del grado.',
  },
};

export type FormationsText = Translation<typeof en>;
export const formationsText: Catalogues<typeof en> = { en, es };
