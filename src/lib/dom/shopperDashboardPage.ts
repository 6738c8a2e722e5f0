/**
 * The dashboard page's script, served as one file (src/pages/operators/shoppers/dashboard.js.ts) and asked for by
 * the page once its first view is painted (dashboardLinkScript.ts): draws the store's figures in the page's
 * dashboard, with the class names of its CSS module, which the server's HTML names (ShopperDashboard.astro).
 */
import { openShopperDashboard } from './shopperDashboard.ts';

const root = document.querySelector<HTMLElement>('[data-shopper-dashboard]');
if (root) void openShopperDashboard(root, JSON.parse(root.dataset.classes ?? '{}') as Record<string, string>);
