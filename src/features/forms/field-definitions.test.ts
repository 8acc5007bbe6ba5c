import { describe, expect, it } from 'vitest';
import { fieldsBySection, formFields, REIMBURSEMENT_SECTIONS } from './field-definitions';
import { initialFormTab, VOLUNTEER_FORM_TYPES } from './form-types';

const activities = [{ name: 'Book Fair', value: 'book-fair' }];
const summary = (formType: (typeof VOLUNTEER_FORM_TYPES)[number]) =>
  formFields(formType, activities).map(({ name, displayName, type, required }) => [name, displayName, type, required]);

describe('form field definitions (SPEC section 3)', () => {
  it('Volunteer Activity Request: names, labels, types and required flags', () => {
    expect(summary('volunteer_request')).toEqual([
      ['name', 'Name', 'input', true],
      ['email', 'Email', 'email', true],
      ['child_name', "Child's Name", 'input', false],
      ['child_homeroom', "Child's Homeroom", 'input', false],
      ['volunteer_activity', 'Volunteer Activity', 'select', true],
      ['comments', 'Comments', 'textarea', false],
    ]);
  });

  it("Log Volunteer Hours: activity_date is a required date, hours a required number labelled 'Number of Hours'", () => {
    expect(summary('volunteer_hours_request').slice(4)).toEqual([
      ['volunteer_activity', 'Volunteer Activity', 'select', true],
      ['activity_date', 'Activity Date', 'date', true],
      ['hours', 'Number of Hours', 'number', true],
    ]);
  });

  it('Reimbursement Request: the spec spellings, fixed options and three sections', () => {
    const fields = formFields('reimbursement_request', activities);
    expect(fields.map((field) => field.name)).toEqual([
      'name',
      'email',
      'volunteer_activity',
      'notes',
      'payto_name',
      'payto_address',
      'phone',
      'pay_arrangement',
      'associated_activites',
      'description',
      'invoices',
      'reimbursement_total',
      'receipts',
    ]);
    const byName = Object.fromEntries(fields.map((field) => [field.name, field]));
    expect(byName.volunteer_activity?.options?.map((option) => option.value)).toEqual([
      'Reimburesment',
      'Pay Invoice',
      'Other (Add Details In Notes)',
    ]);
    expect(byName.pay_arrangement?.options?.map((option) => option.value)).toEqual(['Mail Directly', 'Arrange Pickup']);
    expect(byName.associated_activites).toMatchObject({
      displayName: 'Associated Committees/Activities',
      type: 'multiselect',
      required: false,
      options: activities,
    });
    expect(fields.filter((field) => field.required).map((field) => field.name)).toEqual([
      'name',
      'email',
      'volunteer_activity',
      'payto_name',
      'payto_address',
      'phone',
      'pay_arrangement',
      'description',
      'reimbursement_total',
    ]);
    expect(fieldsBySection(fields).map((group) => [group.section, group.fields.length])).toEqual([
      [REIMBURSEMENT_SECTIONS[0], 4],
      [REIMBURSEMENT_SECTIONS[1], 4],
      [REIMBURSEMENT_SECTIONS[2], 5],
    ]);
  });

  it('fills the server activity list into the activity selects only', () => {
    expect(formFields('volunteer_request', activities).find((field) => field.name === 'volunteer_activity')?.options).toEqual(activities);
    expect(formFields('volunteer_hours_request', []).find((field) => field.name === 'volunteer_activity')?.options).toEqual([]);
  });

  it('sizes every field on the 10-column grid', () => {
    for (const formType of VOLUNTEER_FORM_TYPES) {
      for (const field of formFields(formType, activities))
        expect(field.size >= 1 && field.size <= 10, `${formType}.${field.name}`).toBe(true);
    }
  });

  it('opens the tab the form query parameter names, otherwise volunteer_request', () => {
    expect(initialFormTab('reimbursement_request')).toBe('reimbursement_request');
    expect(initialFormTab('event_feedback')).toBe('volunteer_request');
    expect(initialFormTab(null)).toBe('volunteer_request');
  });
});
