/**
 * Demo events around the current month, so the calendar is never empty (DESIGN section 8): past and
 * future, multi-day (one across a month end), single-grade, multi-grade and school wide.
 */
import { addDays, type EventRecord } from '../../src/features/events/core/event';
import { schoolToday } from '../../src/features/events/core/event-time';
import { slugify } from '../../src/shared/ids';
import { newRecordId } from '../../src/server/store.server';
import type { SheetRecord } from '../../src/features/signups/core/sheet';
import { addSignup, emptySheet } from '../../src/features/signups/core/sheet-rules';

interface DemoEvent {
  title: string;
  /** Days from today, hour and minute of the start, in the school's time zone. */
  start: [days: number, hour: number, minute: number];
  end: [days: number, hour: number, minute: number];
  location: string;
  description: string;
  grades?: string[];
  links?: Array<[label: string, url: string]>;
  /** Its pictures (scripts/demo/photos/<name>.jpg), drawn for this event alone: no other event shows them. */
  photos: string[];
  /** Its volunteer sign-up sheet (docs/decisions/066): slots with their capacity, and who signed up for each. */
  sheet?: { slots: Array<[title: string, capacity: number]>; volunteers: Array<[slot: number, name: string]> };
}

const EVENTS: DemoEvent[] = [
  {
    title: 'Back to School Picnic',
    start: [-40, 11, 0],
    end: [-40, 14, 0],
    location: 'Parish Field',
    description: 'Bring a blanket and meet the new families. Burgers and hot dogs provided by the HSA.',
    photos: ['picnic-blanket', 'picnic-grill', 'picnic-kites'],
  },
  {
    title: 'Fall Festival',
    start: [-25, 10, 0],
    end: [-25, 16, 0],
    location: 'School Grounds',
    description: 'Games, hayrides and the famous bake sale. Thank you to every booth volunteer!',
    photos: ['festival-pumpkins', 'festival-hayride', 'festival-bake-sale'],
    sheet: {
      slots: [
        ['Games booth 10 am-1 pm', 4],
        ['Bake sale table', 3],
      ],
      volunteers: [
        [0, 'Maria Garcia'],
        [0, 'John Park'],
        [0, 'Aisha Bello'],
        [0, 'Tom Walsh'],
        [1, 'Rosa Delgado'],
        [1, 'Kevin Nguyen'],
      ],
    },
  },
  {
    title: 'Book Fair',
    start: [-12, 8, 0],
    end: [-8, 15, 30],
    location: 'Library',
    description: 'Shop for books all week. Wish lists are on www.example.org/bookfair',
    photos: ['book-fair-shelves', 'book-fair-reading'],
  },
  {
    title: 'Kindergarten Pumpkin Patch Trip',
    start: [-6, 9, 0],
    end: [-6, 12, 0],
    location: 'Homestead Farm',
    description: 'Chaperones please arrive by 8:45.',
    grades: ['kindergarten'],
    photos: ['pumpkin-patch-field', 'pumpkin-patch-barn'],
  },
  {
    title: 'Grandparents Day Mass',
    start: [-3, 9, 0],
    end: [-3, 10, 30],
    location: 'St. Brigid Church',
    description: 'Grandparents join their grandchildren for Mass and a reception.',
    grades: ['pre-k', 'kindergarten', '1st-grade', '2nd-grade'],
    photos: ['church-mass'],
  },
  {
    title: 'HSA General Meeting',
    start: [-1, 19, 0],
    end: [-1, 20, 30],
    location: 'Cafeteria',
    description: 'All parents welcome. Agenda at https://www.stbrigid-school.example.org/hsa-agenda',
    photos: [],
  },
  {
    title: '3rd Grade Science Fair',
    start: [1, 13, 0],
    end: [1, 15, 0],
    location: 'Gym',
    description: 'Come see the projects of our young scientists.',
    grades: ['3rd-grade'],
    photos: ['science-fair'],
  },
  {
    title: 'Teacher Appreciation Breakfast',
    start: [2, 7, 30],
    end: [2, 9, 0],
    location: 'Faculty Lounge',
    description: 'Sign up below to bring a dish for our teachers and staff.',
    photos: ['breakfast-table'],
    sheet: {
      slots: [
        ['Breakfast casserole', 4],
        ['Fruit platter', 3],
        ['Coffee and juice', 2],
      ],
      volunteers: [
        [0, 'Maria Garcia'],
        [0, 'Linh Tran'],
        [1, 'Patrick O’Brien'],
        [2, 'Grace Kim'],
        [2, 'Daniel Ruiz'],
      ],
    },
  },
  {
    title: 'Middle School Retreat',
    start: [4, 8, 0],
    end: [6, 15, 0],
    location: 'Camp Letts, Edgewater',
    description: 'Three days of reflection and fun for grades 6 to 8.',
    grades: ['6th-grade', '7th-grade', '8th-grade'],
    photos: ['retreat-tents', 'retreat-lake'],
  },
  {
    title: 'Spirit Week',
    start: [7, 8, 0],
    end: [11, 15, 0],
    location: 'School',
    description: 'A different theme each day: pajama day, crazy hat day and blue & white day.',
    photos: ['spirit-pennants', 'spirit-balloons'],
  },
  {
    title: '5th Grade Field Trip',
    start: [9, 8, 30],
    end: [9, 14, 30],
    location: 'Maryland State House, Annapolis',
    description: 'Permission slips are due a week before.',
    grades: ['5th-grade'],
    photos: ['state-house'],
  },
  {
    title: 'Fun Run',
    start: [14, 9, 0],
    end: [14, 12, 0],
    location: 'Track',
    description: 'Pledge your runner at pledges.example.org/fun-run. Volunteers for the water stations and the finish line sign up below.',
    links: [['Pledge', 'https://pledges.example.org/fun-run']],
    photos: ['fun-run-finish', 'fun-run-track'],
    sheet: {
      slots: [
        ['Water station 9-10:30 am', 6],
        ['Finish line 10:30 am-12 pm', 4],
        ['Set-up 8-9 am', 3],
      ],
      volunteers: [
        [0, 'Aisha Bello'],
        [0, 'Sam Carter'],
        [1, 'Elena Rossi'],
        [2, 'Tom Walsh'],
        [2, 'Kevin Nguyen'],
        [2, 'Rosa Delgado'],
      ],
    },
  },
  {
    title: 'Advent Wreath Making',
    start: [18, 18, 0],
    end: [18, 19, 30],
    location: 'Parish Hall',
    description: 'Families make wreaths together. Supplies provided.',
    grades: ['1st-grade', '2nd-grade'],
    photos: ['advent-wreath'],
  },
  {
    title: 'Christmas Concert',
    start: [24, 18, 30],
    end: [24, 20, 0],
    location: 'St. Brigid Church',
    description: 'All grades perform. Doors open at 6.',
    photos: ['christmas-concert'],
  },
  {
    title: 'Winter Coat Drive',
    start: [27, 8, 0],
    end: [36, 15, 0],
    location: 'Front Office',
    description: 'Drop off gently used coats at the front office.',
    photos: [],
  },
  {
    title: '8th Grade High School Night',
    start: [31, 19, 0],
    end: [31, 20, 30],
    location: 'Cafeteria',
    description: 'Admissions staff from local high schools answer questions.',
    grades: ['8th-grade'],
    photos: [],
  },
  {
    title: 'Spring Gala & Auction',
    start: [45, 18, 0],
    end: [45, 23, 0],
    location: 'Annapolis Yacht Club',
    description: 'Our biggest fundraiser of the year. Tickets at https://tickets.example.org/gala',
    links: [['Tickets', 'https://tickets.example.org/gala']],
    photos: ['gala-table', 'gala-lights'],
  },
];

const pad = (value: number) => String(value).padStart(2, '0');

/** A wall time 'yyyy-MM-ddTHH:mm' so many days from today (calendar arithmetic, no time zone shifts). */
function wallTime(today: string, [days, hour, minute]: [number, number, number]): string {
  return `${addDays(today, days)}T${pad(hour)}:${pad(minute)}`;
}

export interface DemoEventWithPhotos {
  event: EventRecord;
  photos: string[];
  sheet: SheetRecord | null;
}

/** A demo volunteer's address: theirs alone, at the documentation domain. */
const volunteerEmail = (name: string) => `${slugify(name).replace(/-/g, '.')}@example.org`;

/** A demo sheet as the site stores it: each volunteer signed up in turn, a day apart, a week or more ago. */
function demoSheet(eventId: string, sheet: NonNullable<DemoEvent['sheet']>, now: Date): SheetRecord {
  const slots = sheet.slots.map(([title, capacity], index) => ({ id: `slot-${index + 1}`, title, capacity }));
  const signedUp = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000);
  return sheet.volunteers.reduce<SheetRecord>(
    (record, [slot, name], index) => {
      const at = new Date(signedUp.getTime() + index * 24 * 60 * 60 * 1000);
      return addSignup(record, { id: newRecordId(at), slot_id: slots[slot]!.id, name, email: volunteerEmail(name), phone: '' }, at).sheet;
    },
    { ...emptySheet(eventId, now), slots, notify: [], version: 1 },
  );
}

export function demoEvents(now: Date): DemoEventWithPhotos[] {
  const today = schoolToday(now);
  return EVENTS.map((demo) => {
    const slug = slugify(demo.title);
    return {
      photos: demo.photos,
      sheet: demo.sheet ? demoSheet(`evt-${slug}`, demo.sheet, now) : null,
      event: {
        id: `evt-${slug}`,
        name: slug,
        title: demo.title,
        slug,
        location: demo.location,
        description: demo.description,
        grade_list: demo.grades ?? [],
        startDt: wallTime(today, demo.start),
        endDt: wallTime(today, demo.end),
        event_links: (demo.links ?? []).map(([key, value]) => ({ key, value })),
        images: [],
        version: 1,
        updatedAt: now.toISOString(),
      },
    };
  });
}
