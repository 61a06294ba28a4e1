import type { MagazineKind, UsernameCheck } from '@masthead/core';
import { useEffect, useRef, useState } from 'react';
import { call } from '../../lib/api';

/** How long typing pauses before the name is checked. */
const CHECK_DELAY_MS = 300;

export type UsernameStatus =
  | { state: 'idle' }
  | { state: 'checking'; username: string }
  | { state: 'checked'; check: UsernameCheck };

/**
 * The create form's live check of a username (GET /api2/magazine/username/check): after a pause in
 * typing, one request at a time; an answer for a name no longer in the field is dropped.
 */
export function useUsernameCheck(username: string, kind: MagazineKind): UsernameStatus {
  const [status, setStatus] = useState<UsernameStatus>({ state: 'idle' });
  const latest = useRef('');

  useEffect(() => {
    const wanted = username.trim();
    const key = `${kind}:${wanted}`;
    latest.current = key;
    if (wanted === '') {
      setStatus({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      setStatus({ state: 'checking', username: wanted });
      const result = await call(
        'GET /api2/magazine/username/check',
        { username: wanted, kind },
        { signal: controller.signal },
      );
      if (latest.current !== key) return;
      // A failed check says nothing: the form's own rules and the server's answer on submit still hold.
      setStatus(result.ok ? { state: 'checked', check: result.data } : { state: 'idle' });
    }, CHECK_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [username, kind]);

  return status;
}
