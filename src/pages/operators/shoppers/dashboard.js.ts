import type { APIRoute } from 'astro';
import dashboardScript from '../../../lib/dom/shopperDashboardPage.ts?inline-script';

/**
 * The shoppers dashboard's script (src/lib/dom/shopperDashboardPage.ts), bundled into one file at build time: its
 * page asks for it with `import()` once the first view is painted, so that nothing of it is requested, or run,
 * while the page's largest paint is waiting. Sent to be revalidated on every visit (server/headers.ts): the page
 * and its script always match.
 */
export const GET: APIRoute = () =>
  new Response(dashboardScript, { headers: { 'Content-Type': 'application/javascript; charset=utf-8' } });
