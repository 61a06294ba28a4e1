import type { InputOf } from '@masthead/core';
import { call } from '../../lib/api';

/** The browser's calls of team activity and insights (their contracts in core's magazines/insights-endpoints.ts). */

export const teamActivityPage = (input: InputOf<'GET /api2/magazine/activity'>) =>
  call('GET /api2/magazine/activity', input);
