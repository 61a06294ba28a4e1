import type { RouteConfigEntry } from '@react-router/dev/routes';

/** The payments feature's pages. */
export default [] satisfies RouteConfigEntry[];
