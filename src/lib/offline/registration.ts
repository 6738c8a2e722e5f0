/**
 * The quiz page's registration of the offline worker: an inline script (hashed into the page's policy)
 * that waits for the page's load event, its first largest paint and then an idle moment, so the worker's script and its
 * precaching never compete with the first view.
 */
import { SERVICE_WORKER_URL } from './offlinePages.ts';

export const REGISTER_SERVICE_WORKER_SCRIPT =
  `addEventListener('load',function(){var w=navigator.serviceWorker;w&&new PerformanceObserver(function(l,o){` +
  `o.disconnect();(window.requestIdleCallback||setTimeout)(function(){` +
  `w.register(${JSON.stringify(SERVICE_WORKER_URL)}).catch(function(){})})})` +
  `.observe({type:'largest-contentful-paint',buffered:true})})`;
