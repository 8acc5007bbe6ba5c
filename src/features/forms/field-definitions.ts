/**
 * Field definitions of the three Volunteer Form page forms (SPEC section 3, "Form field definition").
 * The dynamic form renders them and payload-schema.ts builds each form's one zod schema from them, so a
 * field's name, type and required flag are written once. Sizes are columns on a 10-column grid
 * (decision 009).
 */
import type { FieldSize } from '../../shared/ui/Field';
import { MAX_REIMBURSEMENT_TOTAL } from './size-limits';
import type { VolunteerFormType } from './form-types';

/** The most hours one entry of the hours log may give: one day's. */
export const HOURS_PER_ENTRY = 24;

/** The spec's types plus what the reimbursement form needs beyond them. */
export type FieldType = 'input' | 'email' | 'select' | 'textarea' | 'date' | 'number' | 'multiselect' | 'invoices' | 'files';

/** A select option; the same shape as the server's volunteer activity list (`{ name, value }`). */
export interface SelectOption {
  name: string;
  value: string;
}

export interface FieldDefinition {
  name: string;
  displayName: string;
  type: FieldType;
  required: boolean;
  /** select and multiselect only. */
  options?: readonly SelectOption[];
  /** Columns on the 10-column grid. */
  size: FieldSize;
  /** The reimbursement form's section heading. */
  section?: string;
  /** number only: inclusive bounds, and the input's step. */
  min?: number;
  max?: number;
  step?: number;
  /** number only: the value must be more than this (hours: more than 0). */
  above?: number;
  /** date only: a day after today (the school's day, America/New_York) is refused. */
  notInFuture?: boolean;
}

/** Options that only the server knows are filled in when the form is built (`formFields`). */
type FieldSpec = Omit<FieldDefinition, 'options'> & { options?: readonly SelectOption[] | 'activities' };

const sameNameAndValue = (names: readonly string[]): SelectOption[] => names.map((name) => ({ name, value: name }));

/**
 * Values spelled as the spec spells them (stored submissions hold these values); what a visitor reads is
 * spelled correctly.
 */
export const REIMBURSEMENT_TYPE_OPTIONS: readonly SelectOption[] = [
  { name: 'Reimbursement', value: 'Reimburesment' },
  ...sameNameAndValue(['Pay Invoice', 'Other (Add Details In Notes)']),
];
const PAY_ARRANGEMENT_OPTIONS = sameNameAndValue(['Mail Directly', 'Arrange Pickup']);

export const REIMBURSEMENT_SECTIONS = ['Point Of Contact', 'Payment Information', 'Reimbursement Information'] as const;
const [CONTACT, PAYMENT, REIMBURSEMENT] = REIMBURSEMENT_SECTIONS;

const contact: FieldSpec[] = [
  { name: 'name', displayName: 'Name', type: 'input', required: true, size: 5 },
  { name: 'email', displayName: 'Email', type: 'email', required: true, size: 5 },
];
const child: FieldSpec[] = [
  { name: 'child_name', displayName: "Child's Name", type: 'input', required: false, size: 5 },
  { name: 'child_homeroom', displayName: "Child's Homeroom", type: 'input', required: false, size: 5 },
];

const FIELD_SPECS: Readonly<Record<VolunteerFormType, readonly FieldSpec[]>> = {
  volunteer_request: [
    ...contact,
    ...child,
    { name: 'volunteer_activity', displayName: 'Volunteer Activity', type: 'select', required: true, options: 'activities', size: 10 },
    { name: 'comments', displayName: 'Comments', type: 'textarea', required: false, size: 10 },
  ],
  volunteer_hours_request: [
    ...contact,
    ...child,
    { name: 'volunteer_activity', displayName: 'Volunteer Activity', type: 'select', required: true, options: 'activities', size: 4 },
    // Hours already given: on a day not after today, more than 0 and at most a day's 24 (docs/decisions/055).
    { name: 'activity_date', displayName: 'Activity Date', type: 'date', required: true, size: 3, notInFuture: true },
    { name: 'hours', displayName: 'Number of Hours', type: 'number', required: true, size: 3, above: 0, max: HOURS_PER_ENTRY },
  ],
  reimbursement_request: [
    ...contact.map((field) => ({ ...field, section: CONTACT })),
    {
      name: 'volunteer_activity',
      displayName: 'Request Type',
      type: 'select',
      required: true,
      options: REIMBURSEMENT_TYPE_OPTIONS,
      size: 10,
      section: CONTACT,
    },
    { name: 'notes', displayName: 'Notes', type: 'textarea', required: false, size: 10, section: CONTACT },
    { name: 'payto_name', displayName: 'Pay To Name', type: 'input', required: true, size: 5, section: PAYMENT },
    { name: 'payto_address', displayName: 'Pay To Address', type: 'input', required: true, size: 5, section: PAYMENT },
    { name: 'phone', displayName: 'Phone', type: 'input', required: true, size: 5, section: PAYMENT },
    {
      name: 'pay_arrangement',
      displayName: 'Payment Arrangement',
      type: 'select',
      required: true,
      options: PAY_ARRANGEMENT_OPTIONS,
      size: 5,
      section: PAYMENT,
    },
    {
      name: 'associated_activites',
      displayName: 'Associated Committees/Activities',
      type: 'multiselect',
      required: false,
      options: 'activities',
      size: 10,
      section: REIMBURSEMENT,
    },
    { name: 'description', displayName: 'Description', type: 'textarea', required: true, size: 10, section: REIMBURSEMENT },
    { name: 'invoices', displayName: 'Invoices', type: 'invoices', required: false, size: 10, section: REIMBURSEMENT },
    {
      name: 'reimbursement_total',
      displayName: 'Reimbursement Total',
      type: 'number',
      required: true,
      size: 4,
      section: REIMBURSEMENT,
      min: 0,
      max: MAX_REIMBURSEMENT_TOTAL,
      step: 0.01,
    },
    { name: 'receipts', displayName: 'Receipts', type: 'files', required: false, size: 10, section: REIMBURSEMENT },
  ],
};

/** The fields of one form, with the server's activity list as the options of the activity fields. */
export function formFields(formType: VolunteerFormType, activities: readonly SelectOption[]): FieldDefinition[] {
  return FIELD_SPECS[formType].map(({ options, ...field }) =>
    options === undefined ? field : { ...field, options: options === 'activities' ? activities : options },
  );
}

/** Fields grouped under their section headings, in order; fields without a section form one group. */
export function fieldsBySection(fields: readonly FieldDefinition[]): Array<{ section: string | undefined; fields: FieldDefinition[] }> {
  const groups: Array<{ section: string | undefined; fields: FieldDefinition[] }> = [];
  for (const field of fields) {
    const last = groups.at(-1);
    if (last && last.section === field.section) last.fields.push(field);
    else groups.push({ section: field.section, fields: [field] });
  }
  return groups;
}
