import { useEffect, type RefObject } from 'react';

/**
 * GraphiQL 5 marks each editor tab `<li role="tab">` around two buttons (open, close): interactive
 * controls nested in a tab (axe: nested-interactive), and close buttons in a tablist. Its tab strip is
 * turned into what it behaves like: a list of buttons, the open one marked `aria-current`. Applied
 * again whenever GraphiQL re-renders the strip.
 */
export function fixGraphiqlTabs(root: HTMLElement): void {
  for (const list of root.querySelectorAll('.graphiql-tabs[role="tablist"]')) list.removeAttribute('role');
  for (const tab of root.querySelectorAll<HTMLElement>('.graphiql-tab')) {
    if (tab.hasAttribute('role')) tab.removeAttribute('role');
    if (tab.hasAttribute('aria-selected')) tab.removeAttribute('aria-selected');
    const button = tab.querySelector('.graphiql-tab-button');
    const current = tab.classList.contains('graphiql-tab-active');
    if (button && button.hasAttribute('aria-current') !== current) {
      if (current) button.setAttribute('aria-current', 'true');
      else button.removeAttribute('aria-current');
    }
  }
}

export function useGraphiqlA11yFixes(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    fixGraphiqlTabs(root);
    const observer = new MutationObserver(() => fixGraphiqlTabs(root));
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['role', 'aria-selected', 'class'] });
    return () => observer.disconnect();
  }, [ref]);
}
