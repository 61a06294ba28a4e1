import type { PageSectionTopic } from '@masthead/core';
import { createContext, useContext } from 'react';

/**
 * The sections of the page a feed is on (SPEC §2 subsection management): its story cards list those
 * topics first, in the page's order and under its titles. Null outside such a page.
 */
const PageSectionsContext = createContext<readonly PageSectionTopic[] | null>(null);
export const PageSectionsProvider = PageSectionsContext.Provider;
export const usePageSections = () => useContext(PageSectionsContext);
