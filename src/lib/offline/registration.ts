/**
 * The quiz page's registration of the offline worker: an inline script (hashed into the page's policy)
 * that waits for the page's load event and then for an idle moment, so the worker's script and its
 * precaching never compete with the first view.
 */
import { SERVICE_WORKER_URL } from './offlinePages.ts';

export const REGISTER_SERVICE_WORKER_SCRIPT =
  `addEventListener('load',function(){var w=navigator.serviceWorker;w&&(window.requestIdleCallback||setTimeout)(` +
  `function(){w.register(${JSON.stringify(SERVICE_WORKER_URL)}).catch(function(){})})})`;
