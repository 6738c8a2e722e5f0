/**
 * What a chosen file is, from its first bytes rather than its name: a workbook, text, or something this page
 * cannot read (a PDF, a picture, an old .xls), each with a plain answer. And its text, in the encoding it was
 * saved in: UTF-8 with or without a byte-order mark, UTF-16 ("Unicode text" from Excel), or Windows-1252.
 */

/** The largest file the page reads: an export of tens of thousands of products is a few megabytes. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

export type FileKind = 'empty' | 'xlsx' | 'zip' | 'xls' | 'pdf' | 'image' | 'text' | 'binary';

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

/** Whether a ZIP archive holds an Excel workbook: its directory names "xl/workbook.xml". */
function isWorkbook(bytes: Uint8Array): boolean {
  // File names in a ZIP are stored as plain bytes in its headers; the name is searched, not the archive unpacked.
  const needle = [...'xl/workbook.xml'].map((char) => char.charCodeAt(0));
  outer: for (let index = 0; index <= bytes.length - needle.length; index += 1) {
    for (let offset = 0; offset < needle.length; offset += 1)
      if (bytes[index + offset] !== needle[offset]) continue outer;
    return true;
  }
  return false;
}

export function fileKind(bytes: Uint8Array): FileKind {
  if (bytes.length === 0) return 'empty';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return isWorkbook(bytes) ? 'xlsx' : 'zip';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'xls';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) return 'pdf';
  const images = [
    [0x89, 0x50, 0x4e, 0x47],
    [0xff, 0xd8, 0xff],
    [0x47, 0x49, 0x46, 0x38],
    [0x42, 0x4d],
    [0x49, 0x49, 0x2a, 0x00],
    [0x4d, 0x4d, 0x00, 0x2a],
  ];
  if (images.some((signature) => startsWith(bytes, signature))) return 'image';
  // WebP and HEIC carry their mark a few bytes in.
  const tag = String.fromCharCode(...bytes.subarray(8, 12));
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && tag === 'WEBP') return 'image';
  if (String.fromCharCode(...bytes.subarray(4, 8)) === 'ftyp') return 'image';
  return looksLikeText(bytes) ? 'text' : 'binary';
}

/** UTF-16 text has a zero byte beside most ASCII characters; binary data has control bytes text never holds. */
function looksLikeText(bytes: Uint8Array): boolean {
  if (utf16Order(bytes)) return true;
  const sample = bytes.subarray(0, 4096);
  let control = 0;
  for (const byte of sample) if (byte < 9 || (byte > 13 && byte < 32 && byte !== 27)) control += 1;
  return control <= sample.length * 0.01;
}

/** 'le' or 'be' for UTF-16 (by its byte-order mark, or by where the zero bytes fall), else null. */
function utf16Order(bytes: Uint8Array): 'le' | 'be' | null {
  if (startsWith(bytes, [0xff, 0xfe])) return 'le';
  if (startsWith(bytes, [0xfe, 0xff])) return 'be';
  const pairs = Math.min(Math.floor(bytes.length / 2), 2048);
  if (pairs < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let pair = 0; pair < pairs; pair += 1) {
    if (bytes[pair * 2] === 0) evenZeros += 1;
    if (bytes[pair * 2 + 1] === 0) oddZeros += 1;
  }
  if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05) return 'le';
  if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.05) return 'be';
  return null;
}

/** The plain answer for a file this page cannot read, or null for one it can. */
export function refusal(fileName: string, size: number, bytes: Uint8Array | null): string | null {
  if (size > MAX_FILE_BYTES)
    return `${fileName} is larger than 20 MB. Export only the products (no sales history), or split the file.`;
  if (size === 0 || !bytes) return `${fileName} is empty. Export the product list again and choose the new file.`;
  switch (fileKind(bytes)) {
    case 'empty':
      return `${fileName} is empty. Export the product list again and choose the new file.`;
    case 'pdf':
      return `${fileName} is a PDF. This page reads a product export as CSV or Excel (.xlsx); for a lab certificate, use the COA pre-check.`;
    case 'image':
      return `${fileName} is a picture. This page reads a product export from your point-of-sale or menu system as CSV or Excel (.xlsx).`;
    case 'xls':
      return `${fileName} is in the older Excel format (.xls). Open it in Excel or another spreadsheet program and save it as .xlsx or CSV.`;
    case 'zip':
      return `${fileName} is a ZIP archive, not an Excel workbook. Unzip it and choose the CSV or .xlsx file inside.`;
    case 'binary':
      return `${fileName} does not read as a spreadsheet or as text. Export the product list as CSV or Excel (.xlsx).`;
    default:
      return null;
  }
}

export interface DecodedText {
  text: string;
  /** The encoding read, in words for the report ("UTF-16"). */
  encoding: 'UTF-8' | 'UTF-16' | 'Windows-1252';
}

/** The text of a text file; the byte-order mark is dropped. */
export function decodeText(bytes: Uint8Array): DecodedText {
  const order = utf16Order(bytes);
  if (order) {
    const text = new TextDecoder(order === 'le' ? 'utf-16le' : 'utf-16be').decode(bytes);
    return { text: text.replace(/^\ufeff/, ''), encoding: 'UTF-16' };
  }
  try {
    // The decoder drops a UTF-8 byte-order mark itself.
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'UTF-8' };
  } catch {
    // Not UTF-8: an older Windows export in its default code page.
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'Windows-1252' };
  }
}
