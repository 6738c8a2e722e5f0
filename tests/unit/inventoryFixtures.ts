import { readFileSync } from 'node:fs';
import path from 'node:path';
import { InventorySession, type SessionView } from '../../src/lib/inventory/session.ts';

export const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/inventory');

export function fixtureBytes(name: string): Uint8Array {
  return new Uint8Array(readFileSync(path.join(FIXTURES, name)));
}

/** Reads a fixture as the page does and returns the view, failing the test if it is refused. */
export async function readFixture(name: string, session = new InventorySession()): Promise<SessionView> {
  const outcome = await session.read(fixtureBytes(name), name);
  if (!outcome.ok) throw new Error(`${name} was refused: ${outcome.message}`);
  return outcome.view;
}

/** Column header to guessed field, for the columns the report uses. */
export function fieldsByHeader(view: SessionView): Record<string, string> {
  return Object.fromEntries(
    view.summary.columns.filter((column) => column.field !== 'ignore').map((column) => [column.header, column.field]),
  );
}
