import { useState } from 'react';
import { actionableReason } from '../../shared/api-client';
import { notifyError, notifySuccess } from '../../shared/notify';
import { CONTENT_MESSAGES } from './content-messages';

/** Runs a save with the spinner, then the success toast or the failure toast with the server's reason. */
export function useSave() {
  const [busy, setBusy] = useState(false);
  async function run<T>(call: () => Promise<T>, done: string): Promise<T | null> {
    setBusy(true);
    try {
      const value = await call();
      notifySuccess(done);
      return value;
    } catch (error) {
      const reason = actionableReason(error);
      notifyError(reason ? `${CONTENT_MESSAGES.saveFailed} ${reason}` : CONTENT_MESSAGES.saveFailed, error);
      return null;
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
