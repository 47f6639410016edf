import { useEffect } from 'react';

/** Sets the document title ("Page - Voxpert"), which screen readers announce on navigation. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} - Voxpert` : 'Voxpert';
  }, [title]);
}
