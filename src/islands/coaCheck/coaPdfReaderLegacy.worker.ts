/**
 * The PDF reader for browsers too old for pdf.js's modern build (pdfjsBuild.ts): its legacy build, which carries
 * polyfills for newer built-ins but calls Promise.withResolvers as it is, so that is installed first (imports run
 * in order).
 */
import '../../lib/coa/withResolversInstalled.ts';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import 'pdfjs-dist/legacy/build/pdf.worker.min.mjs';
import { serveReadings } from './readerWorker.ts';

serveReadings(pdfjs);
