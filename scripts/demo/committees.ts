/** Demo committees: some with open chairs (pending or missing leaders), about half with sign-up links. */
import type { Formation } from '../../src/features/formations/formation';
import { slugify } from '../../src/shared/ids';

interface DemoCommittee {
  title: string;
  icon: string;
  leaders: Array<[position: string, name: string]>;
  links?: Array<[label: string, url: string]>;
  /** What the committee does, on its card and in its popup (docs/decisions/056); one is left without. */
  description?: string;
}

const COMMITTEES: DemoCommittee[] = [
  {
    title: 'Spring Gala & Auction',
    description: "The year's big fundraiser: an evening dinner and silent auction for parents and friends.",
    icon: 'groups_2',
    leaders: [
      ['Chair', 'Caroline Whitman'],
      ['Co-Chair', 'Derek Hall'],
    ],
    links: [
      ['Volunteer Sign Up', 'https://signup.example.org/gala'],
      ['Donate an Item', 'https://signup.example.org/gala-items'],
    ],
  },
  {
    title: 'Book Fair',
    description: 'Runs the week-long book fair in the library, twice a year.',
    icon: 'dictionary',
    leaders: [
      ['Chair', 'Nora Quinn'],
      ['Co-Chair', 'Pending'],
    ],
    links: [['Shift Sign Up', 'https://signup.example.org/book-fair']],
  },
  {
    title: 'Teacher Appreciation',
    description: 'Thanks our teachers and staff with lunches, notes and a week of treats each May.',
    icon: 'school',
    leaders: [
      ['Chair', 'Beth Moran'],
      ['Co-Chair', 'Julia Santos'],
    ],
  },
  {
    title: 'Fun Run',
    description: 'Organises the fall fun run, the pledge-based fundraiser on the school field.',
    icon: 'groups_2',
    leaders: [['Chair', 'Pending']],
    links: [['Runner Registration', 'https://signup.example.org/fun-run']],
  },
  {
    title: 'Spirit Wear',
    description: 'Designs and sells school T-shirts, hoodies and hats.',
    icon: 'groups_2',
    leaders: [['Chair', 'Allison Park']],
  },
  {
    title: 'Hospitality',
    description: 'Brings meals and food to school events and to families who need a hand.',
    icon: 'groups_2',
    leaders: [
      ['Chair', 'Maureen Kelly'],
      ['Co-Chair', 'Frank Russo'],
    ],
    links: [['Meal Train', 'https://signup.example.org/hospitality']],
  },
  {
    title: 'Fall Festival',
    description: 'Plans the October festival: games, hayrides and the bake sale.',
    icon: 'groups_2',
    leaders: [
      ['Chair', 'Pending'],
      ['Co-Chair', 'Pending'],
    ],
    links: [['Booth Sign Up', 'https://signup.example.org/fall-festival']],
  },
  {
    title: 'Room Parents',
    description: 'One or two parents per class who help teachers with parties, trips and messages home.',
    icon: 'person_play',
    leaders: [
      ['Coordinator', 'Lisa Tran'],
      ['Coordinator', 'Pat Gallagher'],
    ],
  },
  { title: 'Uniform Exchange', icon: 'groups_2', leaders: [] },
  {
    title: 'Box Tops & Rewards',
    description: 'Collects Box Tops and store rewards that turn everyday shopping into school supplies.',
    icon: 'groups_2',
    leaders: [
      ['Chair', 'Gina Rossi'],
      ['Co-Chair', 'Owen Hart'],
    ],
    links: [['How To Help', 'https://www.stbrigid-school.example.org/box-tops']],
  },
  {
    title: 'Welcome Families',
    description: 'Greets new families, pairs them with a buddy family and answers first-week questions.',
    icon: 'groups_2',
    leaders: [
      ['Chair', 'Amara Obi'],
      ['Co-Chair', 'Pending'],
    ],
  },
  {
    title: 'Lenten Service Project',
    description: 'Leads the Lent food drive and service projects with the parish.',
    icon: 'history_edu',
    leaders: [
      ['Chair', 'Deacon Joe Carroll'],
      ['Co-Chair', 'Ruth Ellis'],
    ],
    links: [['Food Drive Sign Up', 'https://signup.example.org/lent']],
  },
];

export function demoCommittees(now: Date): Formation[] {
  return COMMITTEES.map((committee, order) => {
    const slug = slugify(committee.title);
    return {
      _id: `committee-${slug}`,
      type: 'committee',
      title: committee.title,
      slug,
      icon: committee.icon,
      colorCode: '',
      links: (committee.links ?? []).map(([key, value]) => ({ key, value })),
      ...(committee.description ? { description: committee.description } : {}),
      leadership: committee.leaders.map(([position, name]) => ({
        position,
        name,
        email: name === 'Pending' ? '' : `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@families.example.org`,
      })),
      order,
      image: null,
      image_count: 0,
      version: 1,
      updatedAt: now.toISOString(),
    };
  });
}
