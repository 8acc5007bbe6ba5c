/** What the Site content tool says (beyond the spec; docs/decisions/019). */
export const CONTENT_MESSAGES = {
  textsSaved: 'Site texts saved',
  homeSaved: 'Home images saved',
  boardSaved: 'Board saved',
  saveFailed: 'Sorry, There was an issue saving the site content [Please Contact Site Admin]',
  uploadFailed: 'Sorry, There was an issue uploading one of your images [Please Contact Site Admin]',
  confirmRemoveMember: 'Are you sure you want to remove this board member?',
  loadFailed: 'The site content could not be loaded. Please reload the page.',
} as const;

/** The tool's headings, labels and hints. */
export const CONTENT_TEXT = {
  heading: 'Site Content',
  texts: 'Texts and contacts',
  textsOnSite: 'View on the site:',
  home: 'Home images',
  board: 'Board members',
  saveTexts: 'Save texts',
  saveHome: 'Save home images',
  saveBoard: 'Save board',
  homeHint: (max: number) => `Up to ${max} images, shown in this order on the home page. Large photos are made smaller before upload.`,
  homeImage: (position: number) => `Home image ${position}`,
  homeImageName: (position: number) => `home image ${position}`,
  homeFull: (max: number) => `At most ${max} images`,
  addHomeImage: 'Add a home image',
  addMember: 'Add board member',
  memberName: (name: string, position: number) => name || `board member ${position}`,
  portrait: (name: string) => `Portrait of ${name}`,
  noPhoto: 'No photo',
  photo: 'Photo',
  uploading: 'Uploading…',
  /** The Spanish versions of the officers' texts (docs/decisions/070). */
  spanishHint: 'Shown on the Spanish site. While empty, the Spanish site shows the English.',
  withoutSpanish: 'Texts without Spanish',
  withoutSpanishLead: 'The Spanish site shows these in English. Choose one to write its Spanish, here or in the tool that edits it.',
  allInSpanish: 'Every text has its Spanish version.',
  /** The list's groups, in its order (docs/decisions/071). */
  spanishKinds: {
    site: 'Site texts',
    board: 'Board',
    events: 'Events',
    committees: 'Committees',
    grades: 'Grades',
    gradeLinks: 'Grade links',
    committeeLinks: 'Committee links',
    slots: 'Sign-up slots',
  },
  /** How each text is named in the list: as the officers know the item, then which of its texts. */
  spanishLabels: {
    welcomeText: 'Welcome text',
    mission: 'Mission',
    boardTitle: (title: string) => `Board title: ${title}`,
    eventTitle: (event: string) => `${event}: title`,
    eventDescription: (event: string) => `${event}: description`,
    /** One date of a series changed on its own: "Chess Club, Dec 03". */
    changedDate: (event: string, date: string) => `${event}, ${date}`,
    /** A grade's or committee's title (docs/decisions/093). */
    formationTitle: (name: string) => `${name}: title`,
    committeeDescription: (committee: string) => `${committee}: description`,
    link: (owner: string, label: string) => `${owner} link: ${label}`,
    slot: (event: string, slot: string) => `${event} slot: ${slot}`,
  },
  moreWithoutSpanish: (count: number) => `and ${count} more`,
  checkingOthers: 'Checking the events, committees, grades and sign-up slots…',
  othersFailed: 'The events, committees, grades and sign-up slots could not be checked. Please reload the page.',
} as const;
