/** The notebooks page: the viewer's own, or someone else's with their userId. SPEC §2's notebook page is content/routes.ts notebookPath. */
export const notebooksPath = (userId?: number) =>
  userId ? `/notebooks.html?userId=${userId}` : '/notebooks.html';
