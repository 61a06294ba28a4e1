import type { ServiceDeps } from '../../services.ts';
import type { FilesService } from '../files/service.ts';

/** Notebooks: saving stories. */
export function createNotebooksService(deps: ServiceDeps & { files: FilesService }) {
  const { db } = deps;
  void db;
  return {};
}

export type NotebooksService = ReturnType<typeof createNotebooksService>;
