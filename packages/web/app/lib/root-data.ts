import { isSignedIn } from '@masthead/core';
import { useRouteLoaderData } from 'react-router';
import type { loader } from '../root';

/** What the root loader gives every page (viewer, language, flavour, page key…). */
export type RootData = Awaited<ReturnType<typeof loader>>;

/** undefined only while the root loader itself failed (the error page then renders without it). */
export const useRootData = () => useRouteLoaderData<typeof loader>('root');

/** The signed-in person, or null for guests (SPEC §6: signed in means userId > 0). */
export function useViewer() {
  const viewer = useRootData()?.viewer;
  return isSignedIn(viewer) ? viewer : null;
}
