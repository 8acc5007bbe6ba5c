import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api-client';
import { SIGNUP_MESSAGES } from './signup-messages';
import { signupsText } from './signups-text';
import { refusalText, refusalTextOf } from './refusal-text';

const texts = (lang: 'en' | 'es') => ({ ...signupsText[lang].sheet, failed: signupsText[lang].sheet.sendFailed });

describe('refusalText', () => {
  it("tells a refusal in the page's words for its code", () => {
    const duplicate = new ApiError(SIGNUP_MESSAGES.duplicate, 409, 'DUPLICATE');
    expect(refusalText(duplicate, texts('es'), 'es')).toBe('Este correo electrónico ya está inscrito en este turno.');
    expect(refusalText(duplicate, texts('en'), 'en')).toBe(SIGNUP_MESSAGES.duplicate);
  });

  it("keeps the server's words on an English page for a code it has no words for, and never shows them in Spanish", () => {
    const invalid = new ApiError('Enter your name. (name)', 400, 'INVALID_INPUT');
    expect(refusalText(invalid, texts('en'), 'en')).toBe('Enter your name. (name)');
    expect(refusalText(invalid, texts('es'), 'es')).toBe(signupsText.es.sheet.refused);
  });

  it('says the sign-up could not be sent when nothing a person can act on came back', () => {
    expect(refusalText(new ApiError('Busy', 503, 'BUSY'), texts('es'), 'es')).toBe(signupsText.es.sheet.sendFailed);
    expect(refusalText(new TypeError('Failed to fetch'), texts('en'), 'en')).toBe(signupsText.en.sheet.sendFailed);
  });

  it('tells a refusal the page met itself in the same words (a cancel sent without scripts)', () => {
    const manage = (lang: 'en' | 'es') => ({ ...signupsText[lang].manage, failed: signupsText[lang].manage.cancelFailed });
    const past = { status: 409, code: 'PAST', message: SIGNUP_MESSAGES.cancelPast };
    expect(refusalTextOf(past, manage('es'), 'es')).toBe(signupsText.es.manage.refusals.PAST);
    expect(refusalTextOf(past, manage('en'), 'en')).toBe(SIGNUP_MESSAGES.cancelPast);
    const invalid = { status: 400, code: 'INVALID_INPUT', message: "The only action is 'cancel'. (action)" };
    expect(refusalTextOf(invalid, manage('en'), 'en')).toBe(invalid.message);
    expect(refusalTextOf(invalid, manage('es'), 'es')).toBe(signupsText.es.manage.refused);
    expect(refusalTextOf({ status: 503, code: 'BUSY', message: 'Busy' }, manage('en'), 'en')).toBe(signupsText.en.manage.cancelFailed);
  });
});
