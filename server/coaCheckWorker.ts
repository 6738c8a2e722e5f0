/** The worker thread of `coaCheckPool.ts`: one COA input in, its check out. */
import { parentPort } from 'node:worker_threads';
import { checkCoa, type CoaInput } from '../src/lib/coa/check.ts';
import type { CoaCheckOutcome } from '../src/lib/coa/offThread.ts';
import { WORKER_READY } from './coaCheckPool.ts';
import { warmUpCoaReader } from './coaWarmUp.ts';

parentPort!.on('message', (input: CoaInput) => {
  let outcome: CoaCheckOutcome;
  try {
    outcome = { ok: true, check: checkCoa(input) };
  } catch {
    outcome = { ok: false, reason: 'failed' };
  }
  parentPort!.postMessage(outcome);
});
// The reader is loaded and has read one certificate, so its code is compiled: from here on, each read has its
// deadline, and the first operator's read is not the one that pays for compiling it.
warmUpCoaReader();
parentPort!.postMessage(WORKER_READY);
