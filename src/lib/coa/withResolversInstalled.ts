/** Imported first by the legacy pdf.js worker (pdf.legacy-worker.ts), so the polyfill is in place before pdf.js runs. */
import { installPromiseWithResolvers } from './promiseWithResolvers.ts';

installPromiseWithResolvers();
