import { useState } from 'react';
import { wallErrorKey } from './wall-errors';

/** Sends what a form holds once at a time; a refusal's text key stays until the next try. */
export function useWallSubmit(action: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const submit = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await action();
    } catch (error) {
      setFailure(wallErrorKey(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, submit };
}
