/**
 * The texts and contacts of the public pages that officers edit in the Site content tool (docs/decisions/019),
 * served by GET /v1/api/page/site. The prebuilt pages carry these defaults (src/config/school.ts) so that
 * they read well with JavaScript off; the stored values replace them in the browser (docs/decisions/018).
 */
import { school } from '../../config/school';

export interface SiteContent {
  /** The home page banner's welcome text. */
  welcomeText: string;
  /** Its Spanish version for the Spanish site ('' for none: the English shows; docs/decisions/070). */
  welcomeText_es: string;
  /** About Us: the mission text. */
  mission: string;
  /** Its Spanish version ('' for none). */
  mission_es: string;
  /** Contact Us and the footer: the address for simple enquiries. */
  hsaEmail: string;
  /** Volunteers page: the coordinator card. */
  volunteerCoordinator: { name: string; email: string };
  /** Outside addresses the pages link to. */
  links: {
    schoolSite: string;
    schoolCalendar: string;
    volunteering: string;
    reimbursementForm: string;
  };
  /** The stored record's version (0 before the first save): a save names it (DESIGN section 5). */
  version: number;
}

export const DEFAULT_SITE_CONTENT: SiteContent = {
  welcomeText: `Welcome to the ${school.shortName} ${school.associationName}: the parents of ${school.name} working together for our children, our teachers and our parish community.`,
  welcomeText_es: '',
  mission: `The ${school.associationName} of ${school.name} brings parents, teachers and staff together to support our children's education, build community and raise funds for the programs that make our school special.`,
  mission_es: '',
  hsaEmail: school.hsaEmail,
  volunteerCoordinator: { ...school.volunteerCoordinator },
  links: {
    schoolSite: school.schoolSiteUrl,
    schoolCalendar: school.schoolCalendarUrl,
    volunteering: school.volunteeringUrl,
    reimbursementForm: school.reimbursementFormUrl,
  },
  version: 0,
};
