/** What other features use of the formations feature's server modules (DESIGN section 3): they import from here only. */
export {
  findFormationById,
  findFormationBySlug,
  listFormations,
  putFormation,
  setFormationPhotos,
  storedLinks,
  updateFormation,
} from './formations.server';
export { readGradeCards, readPublicGrades } from './grade-cards.server';
