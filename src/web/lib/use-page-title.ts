import { createContext, useContext, useEffect } from 'react';

/** Where the build's prerender collects the title of the page it renders (effects do not run there). */
export const PageTitleContext = createContext<{ title: string } | null>(null);

export const pageTitle = (title: string) => (title ? `${title} - Voxpert` : 'Voxpert');

/** Sets the document title ("Page - Voxpert"), which screen readers announce on navigation. */
export function usePageTitle(title: string): void {
  const prerender = useContext(PageTitleContext);
  if (prerender) prerender.title = pageTitle(title);
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
