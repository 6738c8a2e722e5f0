/**
 * pdf.js's legacy worker for older browsers, with Promise.withResolvers installed before it runs (imports run in
 * order). The worker starts itself when it finds it is in a worker.
 */
import './withResolversInstalled.ts';
import 'pdfjs-dist/legacy/build/pdf.worker.min.mjs';
