/**
 * The operator's column choices, remembered for the next file with the same headers, in this browser's local
 * storage only: the headers' signature and each column's meaning, nothing of the file's contents.
 */
import { FIELD_IDS, type ColumnField } from './columns.ts';

export const MAPPINGS_STORAGE_KEY = 'dyc-inventory-columns';
/** Export layouts remembered at most; the oldest is forgotten first. */
const MAX_REMEMBERED = 20;

export type RememberedMappings = Record<string, ColumnField[]>;

/** The headers, normalised, as one key: the same export layout gives the same signature. */
export function headerSignature(headers: readonly string[]): string {
  return headers.map((header) => header.trim().toLowerCase().replace(/\s+/g, ' ')).join('\u001f');
}

const KNOWN_FIELDS = new Set<string>([...FIELD_IDS, 'ignore']);

/** The remembered mappings, or none where storage is off, empty or holds something else. */
export function loadMappings(storage: Pick<Storage, 'getItem'> | null): RememberedMappings {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(MAPPINGS_STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const mappings: RememberedMappings = {};
    for (const [signature, fields] of Object.entries(parsed)) {
      if (Array.isArray(fields) && fields.every((field) => typeof field === 'string' && KNOWN_FIELDS.has(field)))
        mappings[signature] = fields as ColumnField[];
    }
    return mappings;
  } catch {
    return {};
  }
}

/** Remembers one layout's choices (most recent last); storage that refuses is left as it is. */
export function saveMapping(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  signature: string,
  fields: readonly ColumnField[],
): void {
  if (!storage) return;
  const mappings = loadMappings(storage);
  delete mappings[signature];
  mappings[signature] = [...fields];
  const kept = Object.entries(mappings).slice(-MAX_REMEMBERED);
  try {
    storage.setItem(MAPPINGS_STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Full or blocked storage: the choice applies to this file and is not remembered.
  }
}
