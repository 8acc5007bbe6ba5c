/**
 * The one place that names the school and its association. Everything a volunteer may need to change
 * about the organisation (names, addresses, outside links) lives here; the demo school is fictional.
 */
export const school = {
  name: 'St. Brigid Catholic School',
  shortName: 'St. Brigid',
  city: 'Annapolis, Maryland',
  /** Where the school is, for Contact Us: street and town lines, and a map that finds it. */
  address: ['215 Brigid Lane', 'Annapolis, MD 21401'],
  mapUrl: 'https://www.openstreetmap.org/search?query=215%20Brigid%20Lane%2C%20Annapolis%2C%20MD%2021401',
  associationName: 'Home and School Association',
  /**
   * The association's addresses: the one for simple enquiries (Contact Us, the footer) and the volunteer
   * coordinator's (Volunteers). They are the Site content tool's defaults; the demo board takes the
   * coordinator and its domain from here too, so each role has one address on every page.
   */
  hsaEmail: 'hsa@stbrigid-school.example.org',
  volunteerCoordinator: {
    name: 'Maria Delgado',
    email: 'volunteers@stbrigid-school.example.org',
  },
  schoolSiteUrl: 'https://www.stbrigid-school.example.org',
  schoolCalendarUrl: 'https://www.stbrigid-school.example.org/calendar',
  volunteeringUrl: 'https://signup.example.org/stbrigid-hsa',
  reimbursementFormUrl: 'https://forms.example.org/stbrigid-hsa-reimbursement',
  /**
   * Volunteer activities that are not a committee, offered after the committees in the volunteer forms
   * (GET /v1/api/datasource/volunteer-activities). A value is stored with each submission: keep it once used.
   * `name_es` is the name the Spanish site shows (docs/decisions/093).
   */
  generalVolunteerActivities: [
    { name: 'General Volunteering', name_es: 'Voluntariado general', value: 'general-volunteering' },
    { name: 'Classroom Help', name_es: 'Ayuda en el salón de clases', value: 'classroom-help' },
    { name: 'Lunch & Recess Help', name_es: 'Ayuda en el almuerzo y el recreo', value: 'lunch-recess-help' },
    { name: 'Other', name_es: 'Otra', value: 'other' },
  ],
} as const;

/** Browser title of the home page: the school's short name followed by HSA (SPEC, Home). */
export const homeTitle = `${school.shortName} HSA`;
