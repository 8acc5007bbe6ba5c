/** The formations feature's server surface (DESIGN section 3, docs/decisions/050): other features and the functions import its server code, and what it shares with them, from here only. */
export {
  createFormation,
  deleteFormation,
  findFormationById,
  findFormationBySlug,
  listFormations,
  listGrades,
  putFormation,
  reorderGrades,
  setFormationPhotos,
  storedLinks,
  updateFormation,
  withListOrder,
} from './formations.server';
export { readCommitteeCards } from './committee-cards.server';
export { readGradeCards, readPublicGrades } from './grade-cards.server';
export { answeredFormation, type Formation, FORMATION_TYPES, type FormationType } from './formation';
export { formationInputSchema, reorderSchema } from './formation-schema';
