/** Every path of the store API (storeRoutes.ts) with the methods it takes: server/requestPolicy.ts allows no others. */
import { COUNT_EVENTS_PATH } from '../../src/lib/stores/countEvent.ts';
import { STORE_API_PATHS } from '../../src/lib/stores/storeApi.ts';

export const STORE_ROUTE_METHODS: readonly { path: string; methods: readonly string[] }[] = [
  { path: COUNT_EVENTS_PATH, methods: ['POST'] },
  { path: STORE_API_PATHS.join, methods: ['POST'] },
  { path: STORE_API_PATHS.figures, methods: ['GET', 'HEAD'] },
  { path: STORE_API_PATHS.newKey, methods: ['POST'] },
  { path: STORE_API_PATHS.page, methods: ['POST'] },
];
