import type { InputOf } from '@masthead/core';
import { call } from '../../lib/api';

/** The browser's calls of publishing as a team (their contracts in core's magazines/editorial-endpoints.ts). */

export const publisherChoices = () => call('GET /api2/editorial/publishers');

export const submitContent = (cgroupId: number) => call('POST /api2/editorial/submit', { cgroupId });

export const withdrawContent = (cgroupId: number) => call('POST /api2/editorial/withdraw', { cgroupId });

export const returnContent = (input: InputOf<'POST /api2/editorial/return'>) =>
  call('POST /api2/editorial/return', input);

export const revisionsOf = (cgroupId: number, signal?: AbortSignal) =>
  call('GET /api2/editorial/revisions', { cgroupId: String(cgroupId) }, signal ? { signal } : {});

export const revisionOf = (cgroupId: number, revisionId: number) =>
  call('GET /api2/editorial/revision', { cgroupId: String(cgroupId), revisionId: String(revisionId) });

export const restoreRevision = (cgroupId: number, revisionId: number) =>
  call('POST /api2/editorial/restore', { cgroupId, revisionId });

export const reviewQueuePage = (input: InputOf<'GET /api2/editorial/queue'>) =>
  call('GET /api2/editorial/queue', input);
