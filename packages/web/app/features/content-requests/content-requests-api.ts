import type { InputOf } from '@masthead/core';
import { call } from '../../lib/api';

/** Content requests' calls from the browser (the server's /api2/content-request… routes). */

export const createRequest = (input: InputOf<'POST /api2/content-request/create'>) =>
  call('POST /api2/content-request/create', input);

export const updateRequest = (input: InputOf<'POST /api2/content-request/update'>) =>
  call('POST /api2/content-request/update', input);

export const moveRequest = (input: InputOf<'POST /api2/content-request/move'>) =>
  call('POST /api2/content-request/move', input);

export const sendMessage = (input: InputOf<'POST /api2/content-request/message'>) =>
  call('POST /api2/content-request/message', input);

export const rateRequest = (input: InputOf<'POST /api2/content-request/rate'>) =>
  call('POST /api2/content-request/rate', input);

export const saveAvailability = (input: InputOf<'POST /api2/content-request/availability'>) =>
  call('POST /api2/content-request/availability', input);
