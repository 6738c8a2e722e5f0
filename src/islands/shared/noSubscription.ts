/**
 * The subscription of a useSyncExternalStore value that never changes once read in the browser (today's day, whether
 * the component has hydrated): nothing to listen to, so nothing to stop. Its server snapshot differs from the
 * browser's, and React renders the server's while it hydrates.
 */
export const noSubscription = () => () => undefined;
