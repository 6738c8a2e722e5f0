/**
 * Progressive enhancement for the header's mobile menu, a native modal <dialog>.
 *
 * Modern browsers open and close it with the `commandfor` buttons and light-dismiss it with
 * `closedby="any"`, even before this script runs. This script adds what HTML alone does not:
 * the page behind cannot scroll while the menu is open, focus returns to the hamburger on close,
 * and browsers without invoker commands or light dismiss get the same behaviour.
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

  // A click whose target is the dialog itself landed on the backdrop, outside the panel.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });

  const observer = new MutationObserver(() => {
    const open = dialog.open;
    root.body.classList.toggle('is-scroll-locked', open);
    toggle.setAttribute('aria-expanded', String(open));
    if (!open) toggle.focus();
  });
  observer.observe(dialog, { attributes: true, attributeFilter: ['open'] });
  toggle.setAttribute('aria-expanded', 'false');
}
