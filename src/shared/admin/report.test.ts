import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { notifyError } from '../notify';
import { notifyFailure } from './report';

vi.mock('../notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));
vi.mock('../session-store', () => ({ readStoredToken: () => null, signOut: () => undefined }));

const toasts = () => vi.mocked(notifyError).mock.calls.map(([message]) => message);
const FAILED = 'Sorry, There was an issue submitting your form [Please Contact Site Admin]';

describe('notifyFailure: how every admin tool reports a failed call', () => {
  beforeEach(() => vi.mocked(notifyError).mockClear());

  it("shows the tool's text, then the server's reason for a 409 or a 400", () => {
    notifyFailure(FAILED, new ApiError('This event was changed meanwhile. Reload it, then make your change again.', 409, 'STALE_EDIT'));
    notifyFailure(FAILED, new ApiError('Please add a title.', 400));
    expect(toasts()).toEqual([
      FAILED,
      'This event was changed meanwhile. Reload it, then make your change again.',
      FAILED,
      'Please add a title.',
    ]);
  });

  it('shows only the text when the server gave no reason a person can act on', () => {
    notifyFailure(FAILED, new ApiError('The request failed (500).', 500));
    notifyFailure(FAILED, new ApiError('The network is unavailable.', 0, 'NETWORK'));
    expect(toasts()).toEqual([FAILED, FAILED]);
  });

  it("shows the server's message alone for a tool with no text of its own", () => {
    notifyFailure(null, new ApiError('There must be at least one administrator left.', 409, 'LAST_ADMIN'));
    notifyFailure(null, new Error('The sign-in answer could not be read. Please try again.'));
    expect(toasts()).toEqual(['There must be at least one administrator left.', 'The sign-in answer could not be read. Please try again.']);
  });
});
