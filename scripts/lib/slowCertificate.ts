/**
 * One of the slowest texts the COA pre-check reads, for the tests and the bench that have clients post it to deny
 * the check to others. The reader is linear, so no form the 256 KiB body allows stalls it for long: this one, a
 * table's header and row repeated (within the body limit once form-encoded), takes it about a third of a second on
 * two cores. A test that needs a read to outlast the deadline runs the server with a shorter one
 * (DYC_COA_CHECK_DEADLINE_MS).
 */
export const SLOW_CERTIFICATE_TEXT = 'Analyte LOQ Result mg/g LOD\nTHCA 0.1 1.0 10 0.05\n'.repeat(4_500);
