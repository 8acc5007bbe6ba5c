/** A stored grade for unit tests of code that checks grades exist (events, their index). */
import type { Formation } from '../../src/features/formations';

export const storedGrade = (slug: string): Formation => ({
  _id: `id-${slug}`,
  type: 'grade',
  title: slug,
  slug,
  icon: 'school',
  colorCode: '123456',
  links: [],
  leadership: [],
  order: 0,
  image: null,
  image_count: 0,
  version: 1,
  updatedAt: '',
});
