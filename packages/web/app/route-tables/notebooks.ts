import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The notebooks feature's pages (React Router ranks routes by specificity, so order here does not matter). */
export default [
  // SPEC §2 /notebook/{notebookId}/{name}.html: the last segment is checked by the route (name + .html).
  route('notebook/:notebookId/:file', 'routes/notebook.tsx', { id: 'notebook' }),
  route('notebooks.html', 'routes/notebooks.tsx', { id: 'notebooks' }),
] satisfies RouteConfigEntry[];
