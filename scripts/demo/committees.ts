/** Demo committees: some with open chairs (pending or missing leaders), about half with sign-up links. */
import type { Formation } from '../../src/features/formations/formation';
import { slugify } from '../../src/shared/ids';

interface DemoCommittee {
  title: string;
  icon: string;
  leaders: Array<[position: string, name: string]>;
  links?: Array<[label: string, url: string]>;
}

const COMMITTEES: DemoCommittee[] = [
  {
    title: 'Spring Gala & Auction',
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
    icon: 'dictionary',
    leaders: [
      ['Chair', 'Nora Quinn'],
      ['Co-Chair', 'Pending'],
    ],
    links: [['Shift Sign Up', 'https://signup.example.org/book-fair']],
  },
  {
    title: 'Teacher Appreciation',
    icon: 'school',
    leaders: [
      ['Chair', 'Beth Moran'],
      ['Co-Chair', 'Julia Santos'],
    ],
  },
  {
    title: 'Fun Run',
    icon: 'groups_2',
    leaders: [['Chair', 'Pending']],
    links: [['Runner Registration', 'https://signup.example.org/fun-run']],
  },
  { title: 'Spirit Wear', icon: 'groups_2', leaders: [['Chair', 'Allison Park']] },
  {
    title: 'Hospitality',
    icon: 'groups_2',
    leaders: [
      ['Chair', 'Maureen Kelly'],
      ['Co-Chair', 'Frank Russo'],
    ],
    links: [['Meal Train', 'https://signup.example.org/hospitality']],
  },
  {
    title: 'Fall Festival',
    icon: 'groups_2',
    leaders: [
      ['Chair', 'Pending'],
      ['Co-Chair', 'Pending'],
    ],
    links: [['Booth Sign Up', 'https://signup.example.org/fall-festival']],
  },
  {
    title: 'Room Parents',
    icon: 'person_play',
    leaders: [
      ['Coordinator', 'Lisa Tran'],
      ['Coordinator', 'Pat Gallagher'],
    ],
  },
  { title: 'Uniform Exchange', icon: 'groups_2', leaders: [] },
  {
    title: 'Box Tops & Rewards',
    icon: 'groups_2',
    leaders: [
      ['Chair', 'Gina Rossi'],
      ['Co-Chair', 'Owen Hart'],
    ],
    links: [['How To Help', 'https://www.stbrigid-school.example.org/box-tops']],
  },
  {
    title: 'Welcome Families',
    icon: 'groups_2',
    leaders: [
      ['Chair', 'Amara Obi'],
      ['Co-Chair', 'Pending'],
    ],
  },
  {
    title: 'Lenten Service Project',
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
