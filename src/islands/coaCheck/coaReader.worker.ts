/** The pre-check's reader for pasted text, off the page's main thread: the reader and nothing of pdf.js. */
import { serveReadings } from './readerWorker.ts';

serveReadings(null);
