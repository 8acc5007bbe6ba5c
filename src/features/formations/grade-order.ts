/**
 * The grades' order (docs/decisions/048): one stored list of ids places the grades it names, in its order;
 * the others (created after the last reorder, or every grade of a store from before it) follow by their
 * record's `order`, then title. Every answer gives a grade its position in the result as `order`.
 */
import type { Formation } from './formation';

type Ordered = Pick<Formation, '_id' | 'order' | 'title'>;

/** How grades the stored order does not name follow it, and how committees are listed. */
export const byRecordOrder = (a: Ordered, b: Ordered): number => a.order - b.order || a.title.localeCompare(b.title);

/** The ids of the stored order that are stored grades, each once: a deleted grade's id is passed over. */
export function placedIds(order: readonly string[], stored: ReadonlySet<string>): string[] {
  return [...new Set(order)].filter((id) => stored.has(id));
}

/** The grades in the list's order, each with its position there as `order`. */
export function inGradeOrder<T extends Ordered>(grades: readonly T[], order: readonly string[]): T[] {
  const byId = new Map(grades.map((grade) => [grade._id, grade]));
  const placed = placedIds(order, new Set(byId.keys())).flatMap((id) => byId.get(id) ?? []);
  const rest = grades.filter((grade) => !placed.includes(grade)).sort(byRecordOrder);
  return [...placed, ...rest].map((grade, position) => ({ ...grade, order: position }));
}
