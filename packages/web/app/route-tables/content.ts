import type { RouteConfigEntry } from '@react-router/dev/routes';

/** The content feature's pages (React Router ranks routes by specificity, so order here does not matter). */
export default [] satisfies RouteConfigEntry[];
