/**
 * How the no-JavaScript route asks for a check: the production server passes a runner that reads the text
 * in a worker thread with a deadline (`server/coaCheckPool.ts`), so no paste can hold the event loop. Where
 * there is no such server (`astro dev`), the check runs in place.
 */
import { checkCoa, type CoaCheck, type CoaInput } from './check.ts';

export type CoaCheckOutcome =
  | { ok: true; check: CoaCheck }
  /** deadline: the read took too long; busy: too many reads waiting; failed: the reader stopped. */
  | { ok: false; reason: 'deadline' | 'busy' | 'failed' };

export type CoaCheckRunner = (input: CoaInput) => Promise<CoaCheckOutcome>;

export const checkInPlace: CoaCheckRunner = async (input) => ({ ok: true, check: checkCoa(input) });

declare global {
  // Astro types `Astro.locals` through this global namespace; there is no module form.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace App {
    interface Locals {
      /** The server's off-thread runner for the pre-check; absent outside the production server. */
      checkCoa?: CoaCheckRunner;
    }
  }
}
