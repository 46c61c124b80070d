/**
 * The mobile menu is a native popover (it opens and closes without JavaScript). This adds what the
 * platform leaves out: aria-expanded on the toggle, and closing the menu when a link is chosen.
 */
export function enhanceMobileMenu(root: Document = document): void {
  const menu = root.getElementById('site-menu');
  const toggle = root.querySelector<HTMLButtonElement>('[popovertarget="site-menu"]');
  if (!menu || !toggle) return;
  menu.addEventListener('toggle', (event) => {
    toggle.setAttribute('aria-expanded', String((event as ToggleEvent).newState === 'open'));
  });
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a') && menu.matches(':popover-open')) menu.hidePopover();
  });
}
