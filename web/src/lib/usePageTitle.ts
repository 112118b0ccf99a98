import { useEffect } from 'react';

/** The browser tab reads "<title> · Trialyst" while the page is shown (nothing happens until the title is known). */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} · Trialyst`;
  }, [title]);
}
