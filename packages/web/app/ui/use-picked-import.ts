import type { PhotoSearchHit, StoredPhoto } from '@masthead/core';
import { useRef, useState } from 'react';
import { call, REQUEST_ABORTED } from '../lib/api';

/**
 * 'Use image' in the search overlay: stores the chosen picture on this site (an outside service's is
 * fetched and re-encoded, a library one comes back as stored), with its progress and error, and a way
 * to stop it when the person goes back or closes the overlay.
 */
export function usePickedImport(onStored: (photo: StoredPhoto) => void) {
  const [importing, setImporting] = useState(false);
  const [importError, setImportError] = useState<string | null>(null);
  const importAbort = useRef<AbortController | null>(null);

  const start = async (hit: PhotoSearchHit) => {
    if (importing) return;
    const controller = new AbortController();
    importAbort.current = controller;
    setImporting(true);
    setImportError(null);
    const result = await call(
      'POST /api2/photo/external',
      { url: hit.full, source: hit.source },
      { signal: controller.signal },
    );
    if (controller.signal.aborted || (!result.ok && result.error?.errors?.system === REQUEST_ABORTED)) return;
    setImporting(false);
    if (!result.ok) {
      setImportError(result.message);
      return;
    }
    onStored(result.data);
  };

  /** Stops an import on its way and forgets its error (back to the results, a new opening). */
  const reset = () => {
    importAbort.current?.abort();
    setImporting(false);
    setImportError(null);
  };

  return { importing, importError, start, reset, abort: () => importAbort.current?.abort() };
}
