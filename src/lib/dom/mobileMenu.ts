/**
 * Progressive enhancement for the header's mobile menu, a native modal <dialog>.
 *
 * Modern browsers open and close it with the `commandfor` buttons and light-dismiss it with
 * `closedby="any"`, even before this script runs, and the page behind cannot scroll while it is open
 * (global.css). This script adds what HTML alone does not: the hamburger says whether the menu is
 * open, focus returns to it on close, and browsers without invoker commands or light dismiss get the
 * same behaviour.
 */
export function enhanceMobileMenu(root: Document): void {
  const dialog = root.querySelector<HTMLDialogElement>('[data-mobile-menu]');
  const toggle = root.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const close = root.querySelector<HTMLButtonElement>('[data-menu-close]');
  if (!dialog || !toggle || !close) return;

  const supportsInvokers = 'command' in HTMLButtonElement.prototype;
  if (!supportsInvokers) {
    toggle.addEventListener('click', () => dialog.showModal());
    close.addEventListener('click', () => dialog.close());
  }

  // Clicks on the ::backdrop and on the dialog's own padding both target the dialog element, so only
  // a point outside the dialog's box counts as the backdrop; a tap on the panel's empty area must not close it.
  dialog.addEventListener('click', (event) => {
    if (event.target !== dialog) return;
    if (isOutside(dialog.getBoundingClientRect(), event.clientX, event.clientY)) dialog.close();
  });

  const observer = new MutationObserver(() => {
    const open = dialog.open;
    toggle.setAttribute('aria-expanded', String(open));
    if (!open) toggle.focus();
  });
  observer.observe(dialog, { attributes: true, attributeFilter: ['open'] });
  toggle.setAttribute('aria-expanded', 'false');
}

/** Whether a click point lies outside a box. */
function isOutside(box: Pick<DOMRect, 'left' | 'right' | 'top' | 'bottom'>, x: number, y: number): boolean {
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}
