import { useEffect, useRef, useState, type DragEvent, type SubmitEvent } from 'react';
import { ANALYTES } from '../../lib/coa/analytes.ts';
import { checkCoa, type CoaCheck as CoaCheckResult } from '../../lib/coa/check.ts';
import { coaInputFromForm, MANUAL_ROWS, MANUAL_UNITS, type CoaInput } from '../../lib/coa/input.ts';
import { COA_FORM_PATH, NOTHING_TO_CHECK, isTextFile, MAX_TEXT_FILE_BYTES } from '../../lib/coa/form.ts';
import { UNIT_WORDS } from '../../lib/coa/units.ts';
import { PANELS } from '../../lib/coa/words.ts';
import { looksScanned } from '../../lib/coa/pdfLines.ts';
import { useEnhanced } from '../shared/useEnhanced.ts';
import CoaVerdictPanel from './CoaVerdictPanel.tsx';
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

/**
 * The COA pre-check. Its server HTML is a plain form that posts to the server; once hydrated, the same form
 * answers in the browser, reads a dropped or chosen PDF with pdf.js, and nothing leaves the device.
 */
export default function CoaCheck({ signInUrl, initialInput, initialCheck = null, initialError = '' }: CoaCheckProps) {
  const enhanced = useEnhanced();
  const formRef = useRef<HTMLFormElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [check, setCheck] = useState<CoaCheckResult | null>(initialCheck);
  const [error, setError] = useState(initialError);
  const [fileState, setFileState] = useState<FileState>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);
  const [copyStatus, setCopyStatus] = useState('');

  function runCheck() {
    const input = coaInputFromForm(new FormData(formRef.current!));
    const hasInput = input.text.trim() !== '' || input.rows.some((row) => row.value.trim() !== '');
    setCopyStatus('');
    if (!hasInput) {
      setCheck(null);
      setError(NOTHING_TO_CHECK);
      return;
    }
    setError('');
    setCheck(checkCoa(input));
    // The answer replaces nothing above the reader: take them to it.
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    runCheck();
  }

  /** Puts a file's text in the box and checks it: the one way in for a file chosen, dropped or typed. */
  function takeText(file: File, text: string) {
    textRef.current!.value = text;
    setFileState({ kind: 'read', name: file.name });
    runCheck();
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
      takeText(file, await file.text());
      return;
    }
    const { MAX_PDF_BYTES, pdfText } = await import('../../lib/coa/pdfText.ts');
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
    try {
      const text = await pdfText(await file.arrayBuffer());
      if (looksScanned(text)) {
        setFileState({
          kind: 'error',
          message: `${file.name} has no text to read: it looks like a scan. Type the values into the form below, or ask the lab for the digital PDF.`,
        });
        return;
      }
      takeText(file, text);
    } catch {
      setFileState({ kind: 'error', message: `${file.name} could not be opened as a PDF. Paste its text instead.` });
    }
  }

  // A file chosen before the island hydrated (the input is in the server HTML): React does not replay that
  // change, so it is read now rather than silently ignored.
  useEffect(() => {
    const chosen = fileRef.current?.files?.[0];
    if (chosen) void readFile(chosen);
    // Once, at hydration: later choices arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void readFile(file);
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
          {/* Dropping is a pointer convenience; the file input inside is the keyboard and screen reader way in.
              In the server HTML too (shown only where the island will run, see the stylesheet), so nothing moves
              when it hydrates, and a PDF chosen before then is read once it has (React replays the change). */}
          {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions */}
          <div
            role="group"
            aria-label="Certificate file"
            className={dragging ? `${styles.dropZone} ${styles.dragging}` : styles.dropZone}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={(event) => {
              // Moving over the zone's own label or input is not leaving it.
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
            }}
            onDrop={onDrop}
          >
            <svg className={styles.dropIcon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
              <path d="M14 6h14l10 10v26H14z" fill="var(--color-surface)" />
              <path d="M28 6v10h10" />
              <path d="M26 36V22m-6 6 6-6 6 6" />
            </svg>
            <label htmlFor="coa-file" className={styles.dropLabel}>
              Drop a PDF or text file here, or choose a file
            </label>
            {/* Said in words too: the highlight is not the only sign that a file is over the zone. */}
            <p id="coa-file-hint" className={styles.dropHint}>
              {dragging ? 'Release to read the file' : 'A PDF or a .txt file, read on your device and never sent.'}
            </p>
            <input
              ref={fileRef}
              id="coa-file"
              type="file"
              className={styles.file}
              accept="application/pdf,.pdf,text/plain,.txt"
              aria-describedby="coa-file-hint coa-file-status"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                if (file) void readFile(file);
              }}
            />
            <p id="coa-file-status" role="status" className={styles.hint}>
              {fileMessage}
            </p>
            {fileState.kind === 'error' && (
              <p role="alert" className={styles.error}>
                {fileState.message}
              </p>
            )}
          </div>
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
              {Array.from({ length: MANUAL_ROWS }, (_, index) => {
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
      </form>

      {check && (
        <CoaVerdictPanel
          check={check}
          signInUrl={signInUrl}
          headingRef={headingRef}
          actions={enhanced ? { onCopy: () => void onCopy(), onPrint: () => window.print(), copyStatus } : undefined}
        />
      )}
    </div>
  );
}
