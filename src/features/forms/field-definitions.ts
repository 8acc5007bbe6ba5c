/**
 * Field definitions of the three Volunteer Form page forms (SPEC section 3, "Form field definition").
 * The dynamic form renders them and payload-schema.ts builds each form's one zod schema from them, so a
 * field's name, type and required flag are written once. Sizes are columns on a 10-column grid
 * (decision 009).
 */
import type { FieldSize } from '../../shared/ui/Field';
import { MAX_REIMBURSEMENT_TOTAL } from './size-limits';
import type { VolunteerFormType } from './form-types';
import type { Translation } from '../../shared/i18n/catalogue';

/** The most hours one entry of the hours log may give: one day's. */
export const HOURS_PER_ENTRY = 24;

/** The spec's types plus what the reimbursement form needs beyond them. */
export type FieldType = 'input' | 'email' | 'select' | 'textarea' | 'date' | 'number' | 'multiselect' | 'invoices' | 'files';

/** A select option; the same shape as the server's volunteer activity list (`{ name, value }`). */
export interface SelectOption {
  name: string;
  /** An activity's Spanish name, where it has one: a committee's Spanish title, a general activity's own (docs/decisions/093). */
  name_es?: string;
  value: string;
}

export interface FieldDefinition {
  name: string;
  displayName: string;
  type: FieldType;
  required: boolean;
  /** select and multiselect only. */
  options?: readonly SelectOption[];
  /** The options are the server's activity list: committees' and activities' names, in Spanish where they have one (docs/decisions/093). */
  activityOptions?: boolean;
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

/**
 * What a visitor reads of the fields: labels, section headings and the fixed options' names, in English here; the
 * page hands the island these in its language (forms-text.ts, docs/decisions/068). Values never change.
 */
export const FIELD_TEXT = {
  labels: {
    name: 'Name',
    email: 'Email',
    childName: "Child's Name",
    childHomeroom: "Child's Homeroom",
    volunteerActivity: 'Volunteer Activity',
    comments: 'Comments',
    activityDate: 'Activity Date',
    hours: 'Number of Hours',
    requestType: 'Request Type',
    notes: 'Notes',
    paytoName: 'Pay To Name',
    paytoAddress: 'Pay To Address',
    phone: 'Phone',
    payArrangement: 'Payment Arrangement',
    associatedActivities: 'Associated Committees/Activities',
    description: 'Description',
    invoices: 'Invoices',
    reimbursementTotal: 'Reimbursement Total',
    receipts: 'Receipts',
  },
  sections: { contact: 'Point Of Contact', payment: 'Payment Information', reimbursement: 'Reimbursement Information' },
  options: {
    reimbursement: 'Reimbursement',
    payInvoice: 'Pay Invoice',
    other: 'Other (Add Details In Notes)',
    mailDirectly: 'Mail Directly',
    arrangePickup: 'Arrange Pickup',
  },
} as const;
export type FieldText = Translation<typeof FIELD_TEXT>;
type OptionKey = keyof typeof FIELD_TEXT.options;

/** The fixed options: values spelled as the spec spells them (stored submissions hold these values). */
const FIXED_OPTIONS = {
  reimbursementTypes: [
    { key: 'reimbursement', value: 'Reimburesment' },
    { key: 'payInvoice', value: 'Pay Invoice' },
    { key: 'other', value: 'Other (Add Details In Notes)' },
  ],
  payArrangements: [
    { key: 'mailDirectly', value: 'Mail Directly' },
    { key: 'arrangePickup', value: 'Arrange Pickup' },
  ],
} as const satisfies Record<string, ReadonlyArray<{ key: OptionKey; value: string }>>;

const namedOptions = (options: ReadonlyArray<{ key: OptionKey; value: string }>, text: FieldText): SelectOption[] =>
  options.map(({ key, value }) => ({ name: text.options[key], value }));

/** The reimbursement's request types as the officers read them: what a visitor reads is spelled correctly. */
export const REIMBURSEMENT_TYPE_OPTIONS: readonly SelectOption[] = namedOptions(FIXED_OPTIONS.reimbursementTypes, FIELD_TEXT);

export const REIMBURSEMENT_SECTIONS = Object.values(FIELD_TEXT.sections);

/** A field as written here: its label, section and options by key, filled in when the form is built (`formFields`). */
type FieldSpec = Omit<FieldDefinition, 'options' | 'activityOptions' | 'displayName' | 'section'> & {
  label: keyof typeof FIELD_TEXT.labels;
  section?: keyof typeof FIELD_TEXT.sections;
  /** Options only the server knows (the activity list), or fixed ones. */
  options?: 'activities' | keyof typeof FIXED_OPTIONS;
};

const contact: FieldSpec[] = [
  { name: 'name', label: 'name', type: 'input', required: true, size: 5 },
  { name: 'email', label: 'email', type: 'email', required: true, size: 5 },
];
const child: FieldSpec[] = [
  { name: 'child_name', label: 'childName', type: 'input', required: false, size: 5 },
  { name: 'child_homeroom', label: 'childHomeroom', type: 'input', required: false, size: 5 },
];

const FIELD_SPECS: Readonly<Record<VolunteerFormType, readonly FieldSpec[]>> = {
  volunteer_request: [
    ...contact,
    ...child,
    { name: 'volunteer_activity', label: 'volunteerActivity', type: 'select', required: true, options: 'activities', size: 10 },
    { name: 'comments', label: 'comments', type: 'textarea', required: false, size: 10 },
  ],
  volunteer_hours_request: [
    ...contact,
    ...child,
    { name: 'volunteer_activity', label: 'volunteerActivity', type: 'select', required: true, options: 'activities', size: 4 },
    // Hours already given: on a day not after today, more than 0 and at most a day's 24 (docs/decisions/055).
    { name: 'activity_date', label: 'activityDate', type: 'date', required: true, size: 3, notInFuture: true },
    { name: 'hours', label: 'hours', type: 'number', required: true, size: 3, above: 0, max: HOURS_PER_ENTRY },
  ],
  reimbursement_request: [
    ...contact.map((field): FieldSpec => ({ ...field, section: 'contact' })),
    {
      name: 'volunteer_activity',
      label: 'requestType',
      type: 'select',
      required: true,
      options: 'reimbursementTypes',
      size: 10,
      section: 'contact',
    },
    { name: 'notes', label: 'notes', type: 'textarea', required: false, size: 10, section: 'contact' },
    { name: 'payto_name', label: 'paytoName', type: 'input', required: true, size: 5, section: 'payment' },
    { name: 'payto_address', label: 'paytoAddress', type: 'input', required: true, size: 5, section: 'payment' },
    { name: 'phone', label: 'phone', type: 'input', required: true, size: 5, section: 'payment' },
    {
      name: 'pay_arrangement',
      label: 'payArrangement',
      type: 'select',
      required: true,
      options: 'payArrangements',
      size: 5,
      section: 'payment',
    },
    {
      name: 'associated_activites',
      label: 'associatedActivities',
      type: 'multiselect',
      required: false,
      options: 'activities',
      size: 10,
      section: 'reimbursement',
    },
    { name: 'description', label: 'description', type: 'textarea', required: true, size: 10, section: 'reimbursement' },
    { name: 'invoices', label: 'invoices', type: 'invoices', required: false, size: 10, section: 'reimbursement' },
    {
      name: 'reimbursement_total',
      label: 'reimbursementTotal',
      type: 'number',
      required: true,
      size: 4,
      section: 'reimbursement',
      min: 0,
      max: MAX_REIMBURSEMENT_TOTAL,
      step: 0.01,
    },
    { name: 'receipts', label: 'receipts', type: 'files', required: false, size: 10, section: 'reimbursement' },
  ],
};

/**
 * The fields of one form, with the server's activity list as the options of the activity fields and the texts a
 * visitor reads in the page's language (English unless given).
 */
export function formFields(
  formType: VolunteerFormType,
  activities: readonly SelectOption[],
  text: FieldText = FIELD_TEXT,
): FieldDefinition[] {
  return FIELD_SPECS[formType].map(({ options, label, section, ...field }) => ({
    ...field,
    displayName: text.labels[label],
    ...(section ? { section: text.sections[section] } : {}),
    ...(options === undefined ? {} : { options: options === 'activities' ? activities : namedOptions(FIXED_OPTIONS[options], text) }),
    ...(options === 'activities' ? { activityOptions: true } : {}),
  }));
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
