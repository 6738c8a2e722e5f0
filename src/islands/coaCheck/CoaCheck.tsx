import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { ANALYTES } from '../../lib/coa/analytes.ts';
import type { CoaCheck as CoaCheckResult, RowUsed } from '../../lib/coa/check.ts';
import {
  COA_FILE_ACCEPT,
  COA_FORM_PATH,
  NOTHING_TO_CHECK,
  isTextFile,
  MAX_TEXT_FILE_BYTES,
} from '../../lib/coa/form.ts';
import {
  coaInputFromForm,
  formValue,
  hasInput,
  MANUAL_ROWS,
  MANUAL_UNITS,
  MAX_FORM_ROWS,
  type CoaInput,
} from '../../lib/coa/input.ts';
import { MAX_PDF_BYTES, MAX_PDF_PAGES, READ_DEADLINE_MS } from '../../lib/coa/readerProtocol.ts';
import type { RoleChoice } from '../../lib/coa/table.ts';
import { UNIT_WORDS } from '../../lib/coa/units.ts';
import { PANELS } from '../../lib/coa/words.ts';
import FileDrop from '../shared/FileDrop.tsx';
import { useEnhanced } from '../shared/useEnhanced.ts';
import CoaVerdictPanel from './CoaVerdictPanel.tsx';
import type { ReaderClient, Reading } from './readerClient.ts';
import styles from './CoaCheck.module.css';

export interface CoaCheckProps {
  /** The operator app's sign-up and log-in page. */
  signInUrl: string | null;
  /** What was posted, when the server renders the answer to the no-JavaScript form. */
  initialInput?: CoaInput;
  initialCheck?: CoaCheckResult | null;
  /** The server's answer to an empty form. */
  initialError?: string;
}

const PRODUCTS = [
  { value: '', label: 'As the COA says' },
  { value: 'flower', label: 'Flower or pre-roll' },
  { value: 'extract', label: 'Extract (concentrate, vape, oil, tincture)' },
  { value: 'edible', label: 'Edible' },
] as const;

type FileState =
  | { kind: 'idle' }
  | { kind: 'reading'; name: string }
  | { kind: 'read'; name: string }
  | { kind: 'error'; message: string };

const SECONDS = READ_DEADLINE_MS / 1000;

/** What the page says when a reading gave no check, for a file by its name or for the text in the box. */
function refusal(reading: Exclude<Reading, { ok: true }>, name: string | null): string {
  const what = name ?? 'This text';
  switch (reading.reason) {
    case 'too-slow':
      return `${what} could not be read within ${SECONDS} seconds, far longer than a certificate takes. Paste the part with the results, or type the values into the form below.`;
    case 'pages':
      return `${what} has ${reading.pages} pages; the pre-check reads certificates of up to ${MAX_PDF_PAGES} pages. Paste the pages with the results instead.`;
    case 'too-much-text':
      return `${what} holds more text than a certificate. Paste the part with the results instead.`;
    case 'scanned':
      return `${what} has no text to read: it looks like a scan. Type the values into the form below, or ask the lab for the digital PDF.`;
    case 'not-pdf':
      return `${what} could not be opened as a PDF. Paste its text instead.`;
    case 'not-loaded':
      return 'The reader could not be loaded over this connection. Try again, or send the form without it.';
    default:
      return `${what} could not be read. Paste the certificate’s text instead, or type its values into the form below.`;
  }
}

/**
 * The COA pre-check. Its server HTML is a plain form that posts to the server; once hydrated, the same form is
 * answered in the browser by a worker (readerClient.ts) that reads the text or the PDF off the page's main thread,
 * with a deadline, and nothing leaves the device. The answer lists the rows it used; a row can be corrected in the
 * typed form and a column's role in the answer, and the answer is given again.
 */
export default function CoaCheck({ signInUrl, initialInput, initialCheck = null, initialError = '' }: CoaCheckProps) {
  const enhanced = useEnhanced();
  const formRef = useRef<HTMLFormElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const readerRef = useRef<ReaderClient | null>(null);
  // The operator's column roles, for the text they were given for: a new text starts without them.
  const rolesRef = useRef<{ text: string; roles: Map<string, RoleChoice> }>({ text: '', roles: new Map() });
  const [check, setCheck] = useState<CoaCheckResult | null>(initialCheck);
  const [error, setError] = useState(initialError);
  const [fileState, setFileState] = useState<FileState>({ kind: 'idle' });
  const [checking, setChecking] = useState(false);
  const [checked, setChecked] = useState('');
  const [copyStatus, setCopyStatus] = useState('');
  const [rowCount, setRowCount] = useState(() =>
    Math.min(MAX_FORM_ROWS, Math.max(MANUAL_ROWS, (initialInput?.rows.length ?? 0) + 2)),
  );
  const pendingRow = useRef<{ index: number; row: RowUsed } | null>(null);

  async function reader(): Promise<ReaderClient> {
    if (!readerRef.current) {
      const { ReaderClient } = await import('./readerClient.ts');
      readerRef.current ??= new ReaderClient();
    }
    return readerRef.current;
  }

  useEffect(() => () => readerRef.current?.stop(), []);

  /**
   * The form's fields, read one by one. Not `new FormData(form)`: for a form holding a long text that makes the
   * browser lay the text area out first, a task of up to a second on the main thread.
   */
  function formFields() {
    const form = formRef.current!;
    return {
      get(name: string): string | null {
        if (name === 'coa-text') return textRef.current!.value;
        const field = form.elements.namedItem(name);
        if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) return null;
        if (field instanceof HTMLInputElement && field.type === 'checkbox') return field.checked ? field.value : null;
        return field.value;
      },
    };
  }

  /** The form as the worker reads it, with the column roles the operator set for this text. */
  function formInput(): CoaInput {
    const input = coaInputFromForm(formFields());
    if (rolesRef.current.text !== input.text) rolesRef.current = { text: input.text, roles: new Map() };
    const columns = [...rolesRef.current.roles].map(([key, role]) => {
      const [table, column] = key.split('-').map(Number);
      return { table: table!, column: column!, role };
    });
    return { ...input, columns };
  }

  // The answer replaces nothing above the reader: take them to it once it is drawn.
  const focusAnswer = useRef(false);
  useEffect(() => {
    if (!focusAnswer.current || !check) return;
    focusAnswer.current = false;
    headingRef.current?.focus();
  }, [check]);

  function answer(result: CoaCheckResult, focus = true) {
    focusAnswer.current = focus;
    setCheck(result);
  }

  /** Checks the form. A check after a column's role changed keeps focus on that control and says it in words. */
  async function runCheck(focus = true) {
    const input = formInput();
    setCopyStatus('');
    if (!hasInput(input)) {
      setCheck(null);
      setError(NOTHING_TO_CHECK);
      return;
    }
    setError('');
    setChecking(true);
    const reading = await (await reader()).read({ kind: 'check', input });
    if (reading.ok || reading.reason !== 'replaced') setChecking(false);
    if (reading.ok) {
      answer(reading.check, focus);
      setChecked(focus ? '' : 'Checked again with the column as you set it.');
    } else if (reading.reason !== 'replaced') {
      setCheck(null);
      setError(refusal(reading, null));
    }
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void runCheck();
  }

  async function readFile(file: File) {
    // A text file needs no pdf.js: its words go straight to the box, as if pasted.
    if (isTextFile(file)) {
      if (file.size > MAX_TEXT_FILE_BYTES) {
        setFileState({
          kind: 'error',
          message: `${file.name} is larger than 256 KB, which is more than a COA’s text. Paste the part with the results.`,
        });
        return;
      }
      textRef.current!.value = await file.text();
      setFileState({ kind: 'read', name: file.name });
      void runCheck();
      return;
    }
    if (!/\.pdf$/i.test(file.name) && file.type !== 'application/pdf') {
      setFileState({
        kind: 'error',
        message: `${file.name} is not a PDF or a text file. Choose the COA as a PDF, or paste its text.`,
      });
      return;
    }
    if (file.size > MAX_PDF_BYTES) {
      setFileState({
        kind: 'error',
        message: `${file.name} is larger than 10 MB, which is more than a COA. Paste its text instead.`,
      });
      return;
    }
    setFileState({ kind: 'reading', name: file.name });
    setError('');
    const data = await file.arrayBuffer();
    // The PDF's own text takes the box's place: a new text, with no column roles set yet.
    rolesRef.current = { text: '', roles: new Map() };
    const input = { ...coaInputFromForm(formFields()), text: '', columns: [] };
    const reading = await (await reader()).read({ kind: 'pdf', input, data }, [data]);
    if (!reading.ok) {
      if (reading.reason !== 'replaced') setFileState({ kind: 'error', message: refusal(reading, file.name) });
      return;
    }
    textRef.current!.value = reading.text ?? '';
    rolesRef.current = { text: reading.text ?? '', roles: new Map() };
    setFileState({ kind: 'read', name: file.name });
    answer(reading.check);
  }

  async function onCopy() {
    if (!check) return;
    try {
      await navigator.clipboard.writeText(check.summary);
      setCopyStatus('Summary copied.');
    } catch {
      setCopyStatus('Copying is blocked in this browser: select the summary and copy it.');
    }
  }

  /** Puts a row read into the typed form (its analyte's row, or the first empty one) for the operator to correct. */
  function fillRow(index: number, row: RowUsed) {
    const form = formRef.current!;
    const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
    field(`analyte-${index}`)!.value = row.analyte;
    field(`unit-${index}`)!.value = row.unit;
    const value = field(`value-${index}`) as HTMLInputElement;
    value.value = formValue(row.figure);
    value.focus();
    value.select();
  }

  function onCorrectRow(row: RowUsed) {
    const form = formRef.current!;
    const valueOf = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
    let index = -1;
    for (let at = 0; at < rowCount && index < 0; at += 1)
      if (valueOf(`analyte-${at}`) === row.analyte && valueOf(`unit-${at}`) === row.unit) index = at;
    for (let at = 0; at < rowCount && index < 0; at += 1)
      if (!valueOf(`analyte-${at}`) && !valueOf(`value-${at}`).trim()) index = at;
    if (index >= 0) fillRow(index, row);
    else if (rowCount < MAX_FORM_ROWS) {
      pendingRow.current = { index: rowCount, row };
      setRowCount(rowCount + 1);
    }
  }

  // A row added for a correction is filled once it is drawn.
  useEffect(() => {
    const pending = pendingRow.current;
    if (!pending) return;
    pendingRow.current = null;
    fillRow(pending.index, pending.row);
  }, [rowCount]);

  function onRole(table: number, column: number, role: RoleChoice) {
    const text = textRef.current!.value;
    if (rolesRef.current.text !== text) rolesRef.current = { text, roles: new Map() };
    rolesRef.current.roles.set(`${table}-${column}`, role);
    void runCheck(false);
  }

  const fileMessage =
    fileState.kind === 'reading'
      ? `Reading ${fileState.name}…`
      : fileState.kind === 'read'
        ? `Read ${fileState.name}: its text is in the box above.`
        : '';

  return (
    <div className={styles.tool}>
      <form ref={formRef} className={styles.form} method="post" action={COA_FORM_PATH} onSubmit={onSubmit}>
        <fieldset className={styles.fieldset}>
          <legend>Paste the COA</legend>
          <label htmlFor="coa-text">Text of the certificate, copied from its PDF</label>
          <p id="coa-text-hint" className={styles.hint}>
            Select all the text in the PDF, copy it and paste it here. Tables can stay as they are.
          </p>
          <textarea
            ref={textRef}
            id="coa-text"
            name="coa-text"
            rows={10}
            aria-describedby="coa-text-hint"
            defaultValue={initialInput?.text ?? ''}
          />
          {/* In the server HTML too (shown only where the island will run, see the stylesheet), so nothing moves
              when it hydrates, and a PDF chosen before then is read once it has. */}
          <FileDrop
            id="coa-file"
            name="Certificate file"
            label="Drop a PDF or text file here, or choose a file"
            hint="A PDF or a text file (.txt, or a LIMS export as JSON, XML, YAML, HTML or CSV), read on your device and never sent."
            accept={COA_FILE_ACCEPT}
            icon={
              <>
                <path d="M14 6h14l10 10v26H14z" fill="var(--color-surface)" />
                <path d="M28 6v10h10" />
                <path d="M26 36V22m-6 6 6-6 6 6" />
              </>
            }
            status={fileMessage}
            error={fileState.kind === 'error' ? fileState.message : undefined}
            errorClassName={styles.error}
            className={styles.dropZone}
            onFile={(file) => void readFile(file)}
          />
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend>Or type the values</legend>
          <div className={styles.field}>
            <label htmlFor="coa-product">Product</label>
            <select id="coa-product" name="product" defaultValue={initialInput?.product ?? ''}>
              {PRODUCTS.map((product) => (
                <option key={product.value} value={product.value}>
                  {product.label}
                </option>
              ))}
            </select>
          </div>
          <table className={styles.rows}>
            <caption className="visually-hidden">Cannabinoid results typed by hand</caption>
            <thead>
              <tr>
                <th scope="col">Cannabinoid</th>
                <th scope="col">Value</th>
                <th scope="col">Unit</th>
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: rowCount }, (_, index) => {
                const row = initialInput?.rows[index];
                return (
                  <tr key={index}>
                    <td>
                      <select
                        name={`analyte-${index}`}
                        aria-label={`Cannabinoid, row ${index + 1}`}
                        defaultValue={row?.analyte ?? ''}
                      >
                        <option value="">Choose</option>
                        {ANALYTES.map((analyte) => (
                          <option key={analyte.id} value={analyte.id}>
                            {analyte.label}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>
                      <input
                        name={`value-${index}`}
                        aria-label={`Value, row ${index + 1}`}
                        type="text"
                        defaultValue={row?.value ?? ''}
                      />
                    </td>
                    <td>
                      <select
                        name={`unit-${index}`}
                        aria-label={`Unit, row ${index + 1}`}
                        defaultValue={row?.unit || '%'}
                      >
                        {MANUAL_UNITS.map((unit) => (
                          <option key={unit} value={unit}>
                            {UNIT_WORDS[unit]}
                          </option>
                        ))}
                      </select>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <fieldset className={styles.panels}>
            <legend>Panels the COA reports</legend>
            {PANELS.filter((panel) => panel.id !== 'cannabinoids').map((panel) => (
              <div key={panel.id} className={styles.check}>
                <input
                  type="checkbox"
                  id={`coa-panel-${panel.id}`}
                  name={`panel-${panel.id}`}
                  defaultChecked={initialInput?.panels.includes(panel.id) ?? false}
                />
                <label htmlFor={`coa-panel-${panel.id}`}>{panel.label}</label>
              </div>
            ))}
          </fieldset>
        </fieldset>

        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <button type="submit" className="button">
          Check this COA
        </button>
        <p role="status" className={styles.hint}>
          {checking ? 'Checking…' : checked}
        </p>
      </form>

      {check && (
        <CoaVerdictPanel
          check={check}
          signInUrl={signInUrl}
          headingRef={headingRef}
          actions={enhanced ? { onCopy: () => void onCopy(), onPrint: () => window.print(), copyStatus } : undefined}
          corrections={enhanced ? { onCorrectRow, onRole } : undefined}
        />
      )}
    </div>
  );
}
