/** Demo grades, Pre-K to 8th grade, with class parents (some slots pending) and links. */
import type { Formation, GradeIcon } from '../../src/features/formations/formation';
import { slugify } from '../../src/shared/ids';

interface DemoGrade {
  title: string;
  icon: GradeIcon;
  colorCode: string;
  parents: Array<[position: string, name: string]>;
  links?: Array<[label: string, url: string]>;
}

const GRADES: DemoGrade[] = [
  {
    title: 'Pre-K',
    icon: 'person_play',
    colorCode: 'f4a6a6',
    parents: [
      ['Room Parent', 'Hannah Brooks'],
      ['Room Parent', 'Pending'],
    ],
    links: [['Supply List', 'https://www.stbrigid-school.example.org/prek-supplies']],
  },
  {
    title: 'Kindergarten',
    icon: 'person_play',
    colorCode: 'f7c873',
    parents: [
      ['Room Parent', 'Grace Kim'],
      ['Room Parent', 'Luis Ortega'],
    ],
    links: [
      ['Supply List', 'https://www.stbrigid-school.example.org/k-supplies'],
      ['Class Photos', 'https://photos.example.org/k'],
    ],
  },
  {
    title: '1st Grade',
    icon: 'school',
    colorCode: 'f2e36b',
    parents: [
      ['Room Parent', 'Aisha Patel'],
      ['Room Parent', 'Tom Walsh'],
    ],
  },
  {
    title: '2nd Grade',
    icon: 'school',
    colorCode: '9bdc8a',
    parents: [
      ['Room Parent', 'Megan Doyle'],
      ['Room Parent', 'Pending'],
    ],
    links: [['First Communion', 'https://www.stbrigid-school.example.org/first-communion']],
  },
  {
    title: '3rd Grade',
    icon: 'school',
    colorCode: '7fd1c6',
    parents: [
      ['Room Parent', 'Chris Nguyen'],
      ['Room Parent', 'Dana Fischer'],
    ],
  },
  {
    title: '4th Grade',
    icon: 'history_edu',
    colorCode: '8ec5ff',
    parents: [
      ['Room Parent', 'Priya Shah'],
      ['Room Parent', 'Mark Reilly'],
    ],
    links: [['Maryland History Trip', 'https://www.stbrigid-school.example.org/md-trip']],
  },
  { title: '5th Grade', icon: 'history_edu', colorCode: 'a9a4f5', parents: [['Room Parent', 'Jenna Lopez']] },
  {
    title: '6th Grade',
    icon: 'dictionary',
    colorCode: 'd7a4f0',
    parents: [
      ['Room Parent', 'Sam Okafor'],
      ['Room Parent', 'Erin Byrne'],
    ],
  },
  {
    title: '7th Grade',
    icon: 'dictionary',
    colorCode: 'f0a4cf',
    parents: [
      ['Room Parent', 'Olivia Chen'],
      ['Room Parent', 'Pending'],
    ],
  },
  {
    title: '8th Grade',
    icon: 'dictionary',
    colorCode: 'c7b299',
    parents: [
      ['Room Parent', 'Kevin Murphy'],
      ['Room Parent', 'Rosa Diaz'],
    ],
    links: [
      ['Graduation', 'https://www.stbrigid-school.example.org/graduation'],
      ['High School Night', 'https://www.stbrigid-school.example.org/hs-night'],
    ],
  },
];

const email = (name: string) => `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@families.example.org`;

export function demoGrades(now: Date): Formation[] {
  return GRADES.map((grade, order) => {
    const slug = slugify(grade.title);
    return {
      _id: `grade-${slug}`,
      type: 'grade',
      title: grade.title,
      slug,
      icon: grade.icon,
      colorCode: grade.colorCode,
      links: (grade.links ?? []).map(([key, value]) => ({ key, value })),
      leadership: grade.parents.map(([position, name]) => ({ position, name, email: name === 'Pending' ? '' : email(name) })),
      order,
      image: null,
      image_count: 0,
      version: 1,
      updatedAt: now.toISOString(),
    };
  });
}
