import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../server/http.server';
import type { ManageView } from '../core/sheet';
import { signupsText } from '../signups-text';
import { answerPostedCancel } from './posted-cancel.server';
import { cancelByToken } from './signups.server';

vi.mock('./signups.server', () => ({ cancelByToken: vi.fn() }));
const cancel = vi.mocked(cancelByToken);

const posted = (action: string) =>
  new Request('https://hsa.example.org/volunteers/signup/abc', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action }).toString(),
  });

describe('a cancel posted to the manage page (docs/decisions/090)', () => {
  afterEach(() => {
    cancel.mockReset();
    vi.restoreAllMocks();
  });

  it('cancels the token with the API\u2019s body as a form field, and passes the deferral on', async () => {
    const cancelled: ManageView = {
      event_id: 'evt-fun-run',
      event_title: 'Fun Run',
      event_title_es: '',
      startDt: '2090-10-05T09:00',
      endDt: '2090-10-05T13:00',
      location: 'Track',
      slot_title: 'Set-up',
      slot_title_es: '',
      status: 'cancelled',
      position: 0,
    };
    cancel.mockResolvedValue(cancelled);
    const defer = vi.fn();
    expect(await answerPostedCancel(posted('cancel'), 'abc', 'en', { defer })).toEqual({ done: true });
    expect(cancel).toHaveBeenCalledWith('abc', { defer });
  });

  it('refuses another action with the schema\u2019s words, cancelling nothing', async () => {
    const answer = await answerPostedCancel(posted('delete'), 'abc', 'en');
    expect(answer).toMatchObject({ done: false, status: 400 });
    expect(answer.done === false && answer.refusal).toContain("The only action is 'cancel'.");
    expect(cancel).not.toHaveBeenCalled();
  });

  it('says a refusal in the page\u2019s words, and nothing for a link that names no sign-up', async () => {
    cancel.mockRejectedValueOnce(new HttpError(409, 'PAST', 'past'));
    expect(await answerPostedCancel(posted('cancel'), 'abc', 'es')).toEqual({
      done: false,
      status: 409,
      refusal: signupsText.es.manage.refusals.PAST,
    });
    cancel.mockRejectedValueOnce(new HttpError(404, 'NOT_FOUND', 'none'));
    expect(await answerPostedCancel(posted('cancel'), 'abc', 'en')).toEqual({ done: false, status: 404, refusal: '' });
  });

  it('answers 503 with the try-again sentence when the store fails, instead of a crash', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    cancel.mockRejectedValueOnce(new Error('store down'));
    expect(await answerPostedCancel(posted('cancel'), 'abc', 'es')).toEqual({
      done: false,
      status: 503,
      refusal: signupsText.es.manage.cancelFailed,
    });
  });
});
