import { describe, expect, it } from 'vitest';
import { formsText } from './forms-text';
import { formPanelText } from './form-panel-text';
import { ENGLISH_FORM_WORDS, formWordsOf } from './form-words';
import { formModel, formReducer, initialFormState } from './form-engine-state';
import { FORM_MESSAGES } from './forms-messages';

/** Every text of a catalogue, by its path. */
const leaves = (value: unknown, path = ''): Array<[string, string]> =>
  typeof value === 'string'
    ? [[path, value]]
    : Object.entries(typeof value === 'object' && value !== null ? value : {}).flatMap(([key, inner]) =>
        leaves(inner, path ? `${path}.${key}` : key),
      );

describe('the forms catalogues', () => {
  it.each([
    ['forms', formsText],
    ['form panel', formPanelText],
  ] as const)('%s: Spanish has every English text, none left empty or in English, and the same places', (_, catalogue) => {
    const english = new Map(leaves(catalogue.en));
    const spanish = new Map(leaves(catalogue.es));
    expect([...spanish.keys()]).toEqual([...english.keys()]);
    const places = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const [path, text] of spanish) {
      expect(text, path).not.toBe('');
      expect(places(text), path).toEqual(places(english.get(path) ?? ''));
      // A few texts read the same in both languages: a price column and a place-only template.
      if (!['invoice.price', 'problemLink'].includes(path)) expect(text, path).not.toBe(english.get(path));
    }
  });

  it("the English templates fill in to the function's own English messages, so English pages read as before", () => {
    const words = formWordsOf(formsText.en);
    const { fieldMessages: built, receiptMessages: receipts } = words;
    const { fieldMessages: english, receiptMessages: englishReceipts } = ENGLISH_FORM_WORDS;
    expect(built.required).toBe(english.required);
    expect(built.tooLong(200)).toBe(english.tooLong(200));
    expect(built.tooMany(10)).toBe(english.tooMany(10));
    expect(built.range(1, 10)).toBe(english.range(1, 10));
    expect(built.aboveAtMost(0, 24)).toBe(english.aboveAtMost(0, 24));
    expect(built.invoiceQty(1000)).toBe(english.invoiceQty(1000));
    expect(built.invoicePrice(100_000)).toBe(english.invoicePrice(100_000));
    expect(built.invoiceTotal(100_000)).toBe(english.invoiceTotal(100_000));
    expect(built.onLine(2, 'x')).toBe(english.onLine(2, 'x'));
    expect(receipts.tooBig('scan.png', 4)).toBe(englishReceipts.tooBig('scan.png', 4));
    expect(receipts.notReceipt('a.txt')).toBe(englishReceipts.notReceipt('a.txt'));
    expect(receipts.nameTooLong(200)).toBe(englishReceipts.nameTooLong(200));
    expect(words.totalDiffers('$15.00')).toBe(FORM_MESSAGES.totalDiffers('$15.00'));
    expect(words.fields).toEqual(ENGLISH_FORM_WORDS.fields);
  });

  it('a Spanish form reports its problems in Spanish, an invoice line by its number', () => {
    const model = formModel('reimbursement_request', [], formWordsOf(formsText.es));
    const reduce = formReducer(model);
    let state = reduce(initialFormState(model), { type: 'check' });
    expect(state.errors.name).toBe('Este campo es obligatorio.');
    state = reduce(state, { type: 'change', name: 'email', value: { kind: 'text', value: 'rosa@' } });
    expect(state.errors.email).toBe('Escriba un correo electrónico válido.');
    state = reduce(state, {
      type: 'change',
      name: 'invoices',
      value: { kind: 'invoices', value: [{ qty: '1', item: 'Café', price: '-3' }] },
    });
    expect(state.errors.invoices).toBe('Línea 1: Escriba un precio del 0 al 100,000.');
    expect(model.fields.find((field) => field.name === 'pay_arrangement')?.options).toEqual([
      { name: 'Enviar por correo postal', value: 'Mail Directly' },
      { name: 'Recogerlo en persona', value: 'Arrange Pickup' },
    ]);
  });
});
