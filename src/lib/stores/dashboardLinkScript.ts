/**
 * Marks the page before its first paint when it was opened by a store's private link (the key is in the fragment,
 * which only the browser reads): the dashboard's server HTML then says it is opening the store's figures, not that
 * it needs the link, and holds a screen's height for them, so the footer is never in view to be pushed down when
 * they arrive. Such a page then asks for the dashboard's script once its first view is painted: neither the script
 * nor its drawing counts against the page's largest paint. Inlined in the page (inlineScriptPlugin.ts).
 */
import { afterLargestPaint } from '../dom/afterLargestPaint.ts';
import { DASHBOARD_LINKED_ATTRIBUTE, readDashboardFragment } from './storeApi.ts';

if (readDashboardFragment(window.location.hash)) {
  document.documentElement.setAttribute(DASHBOARD_LINKED_ATTRIBUTE, '');
  // DASHBOARD_SCRIPT_PATH written out, so that the bundled script names it and the byte budget (measure.ts) counts
  // it; a string, not a module, to the type checker.
  afterLargestPaint(() => void import('/operators/shoppers/dashboard.js' as string));
}
