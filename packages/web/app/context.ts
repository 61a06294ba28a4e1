import type { PageContext } from '@masthead/core';
import { createContext, type RouterContextProvider } from 'react-router';

/** The server sets this for every page request; loaders read it with `context.get(pageContext)`. */
export const pageContext = createContext<PageContext>();

export const getPageContext = (context: Readonly<RouterContextProvider>) => context.get(pageContext);
