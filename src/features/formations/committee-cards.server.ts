/**
 * The committee cards read in the server, for the Committees page drawn on request (docs/decisions/059): the
 * fields its island asks GET /v2/api/formation/committee for (`COMMITTEE_CARD_FIELDS`), as that list answers
 * them (`answeredFormation`). The island then hydrates from the same answer.
 */
import type { CommitteeSummary } from './committee';
import { answeredFormation } from './formation';
import { listFormations } from './formations.server';

export async function readCommitteeCards(): Promise<CommitteeSummary[]> {
  const committees = await listFormations('committee');
  return committees.map((committee) => {
    const { title, title_es, slug, leadership, links, description = '', description_es = '' } = answeredFormation(committee);
    return { title, title_es, slug, leadership, links, description, description_es };
  });
}
