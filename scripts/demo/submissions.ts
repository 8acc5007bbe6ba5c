/**
 * A few demo submissions of each form (SPEC section 3 fields), some already read. Activities are demo
 * committee slugs or the site's general activities; the seed stores them through submit-form's schema,
 * and a reimbursement's receipts as demo photos under these names.
 */
import type { FormType } from '../../src/features/forms/form-types';
import type { StageMove } from '../../src/features/reimbursements/workflow';
import { demoEvents } from './events';

/** A reimbursement's move by a demo officer (docs/decisions/035), some days ago. */
interface DemoMove {
  daysAgo: number;
  /** The demo user's id (scripts/demo/users.ts). */
  by: string;
  move: StageMove;
}

export interface DemoSubmission {
  formType: FormType;
  daysAgo: number;
  read: boolean;
  formData: Record<string, unknown>;
  moves?: DemoMove[];
  /** Event feedback: the demo event's title; its name, title and start are filled in from it (demoSubmissions). */
  feedbackOn?: string;
}

export const DEMO_SUBMISSIONS: DemoSubmission[] = [
  {
    formType: 'volunteer_request',
    daysAgo: 1,
    read: false,
    formData: {
      name: 'Kelly Brennan',
      email: 'kelly.brennan@families.example.org',
      child_name: 'Liam Brennan',
      child_homeroom: '3B',
      volunteer_activity: 'book-fair',
      comments: 'Happy to help on Tuesday mornings.',
    },
  },
  {
    formType: 'volunteer_request',
    daysAgo: 4,
    read: false,
    formData: {
      name: 'Ahmed Saleh',
      email: 'ahmed.saleh@families.example.org',
      child_name: 'Yusuf Saleh',
      child_homeroom: 'K1',
      volunteer_activity: 'fun-run',
      comments: '',
    },
  },
  {
    formType: 'volunteer_request',
    daysAgo: 9,
    read: true,
    formData: {
      name: 'Laura Finch',
      email: 'laura.finch@families.example.org',
      child_name: '',
      child_homeroom: '',
      volunteer_activity: 'hospitality',
      comments: 'Can bring meals.',
    },
  },
  {
    formType: 'volunteer_hours_request',
    daysAgo: 2,
    read: false,
    formData: {
      name: 'Kelly Brennan',
      email: 'kelly.brennan@families.example.org',
      child_name: 'Liam Brennan',
      child_homeroom: '3B',
      volunteer_activity: 'book-fair',
      activity_date: '2026-11-10',
      hours: 3,
    },
  },
  {
    formType: 'volunteer_hours_request',
    daysAgo: 6,
    read: true,
    formData: {
      name: 'Marco Vitale',
      email: 'marco.vitale@families.example.org',
      child_name: 'Gia Vitale',
      child_homeroom: '5A',
      volunteer_activity: 'lunch-recess-help',
      activity_date: '2026-11-05',
      hours: 1.5,
    },
  },
  {
    formType: 'volunteer_hours_request',
    daysAgo: 12,
    read: false,
    formData: {
      name: 'Ann Lee',
      email: 'ann.lee@families.example.org',
      child_name: '',
      child_homeroom: '',
      volunteer_activity: 'fall-festival',
      activity_date: '2026-10-26',
      hours: 5,
    },
  },
  {
    formType: 'reimbursement_request',
    daysAgo: 3,
    read: false,
    formData: {
      name: 'Beth Moran',
      email: 'beth.moran@families.example.org',
      volunteer_activity: 'Reimburesment',
      notes: 'Receipts attached.',
      payto_name: 'Beth Moran',
      payto_address: '12 Elm Street, Annapolis, MD 21401',
      phone: '410-555-0134',
      pay_arrangement: 'Mail Directly',
      associated_activites: [{ label: 'Teacher Appreciation', value: 'teacher-appreciation' }],
      description: 'Flowers and coffee for the teacher breakfast.',
      invoices: [
        { qty: '2', item: 'Flower arrangement', price: '35' },
        { qty: '1', item: 'Coffee service', price: '48.50' },
      ],
      reimbursement_total: 118.5,
      receipts: ['florist-receipt.jpg', 'coffee.jpg'],
    },
  },
  {
    formType: 'reimbursement_request',
    daysAgo: 15,
    read: true,
    formData: {
      name: 'Nora Quinn',
      email: 'nora.quinn@families.example.org',
      volunteer_activity: 'Pay Invoice',
      notes: '',
      payto_name: 'Chesapeake Books LLC',
      payto_address: '400 Main St, Annapolis, MD 21401',
      phone: '410-555-0190',
      pay_arrangement: 'Arrange Pickup',
      associated_activites: [{ label: 'Book Fair', value: 'book-fair' }],
      description: 'Book fair display stands.',
      invoices: [{ qty: '4', item: 'Display stand', price: '25' }],
      reimbursement_total: 100,
      receipts: [],
    },
    // Approved by one officer and paid by another (two officers sign off).
    moves: [
      { daysAgo: 13, by: 'admin', move: { stage: 'approved', note: 'Within the book fair budget.' } },
      { daysAgo: 11, by: 'treasurer', move: { stage: 'paid', checks: [{ number: '1042', amount: 100, date: '' }] } },
    ],
  },
  {
    formType: 'event_feedback',
    daysAgo: 5,
    read: false,
    feedbackOn: 'Fall Festival',
    formData: {
      rating: 9,
      feedback: 'The hayride was a hit. More shade next year please!',
    },
  },
  {
    formType: 'event_feedback',
    daysAgo: 7,
    read: false,
    feedbackOn: 'Book Fair',
    formData: {
      rating: 7,
      feedback: 'Great selection, lines were long at pickup.',
    },
  },
  {
    formType: 'event_feedback',
    daysAgo: 20,
    read: true,
    feedbackOn: 'Back to School Picnic',
    formData: {
      rating: 10,
      feedback: 'Loved meeting new families.',
    },
  },
];

/**
 * The demo submissions as of `now`: each feedback names its event as the popup sends it (name, title, start),
 * from the demo events of the same day, so it is never dated before the event it is about (docs/decisions/055).
 */
export function demoSubmissions(now: Date): DemoSubmission[] {
  const events = demoEvents(now).map(({ event }) => event);
  return DEMO_SUBMISSIONS.map((demo) => {
    if (!demo.feedbackOn) return demo;
    const event = events.find((candidate) => candidate.title === demo.feedbackOn);
    if (!event) throw new Error(`The demo feedback is about '${demo.feedbackOn}', which is no demo event.`);
    return { ...demo, formData: { event_name: event.name, event_title: event.title, event_date: event.startDt, ...demo.formData } };
  });
}
