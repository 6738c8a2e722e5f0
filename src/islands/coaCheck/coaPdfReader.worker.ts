/**
 * The pre-check's reader for PDFs: pdf.js's modern build and its worker code in this one thread (pdf.js finds its
 * worker's code loaded and runs it here), so the PDF is read without fetching anything and ends with this worker.
 */
import * as pdfjs from 'pdfjs-dist';
import 'pdfjs-dist/build/pdf.worker.min.mjs';
import { serveReadings } from './readerWorker.ts';

serveReadings(pdfjs);
