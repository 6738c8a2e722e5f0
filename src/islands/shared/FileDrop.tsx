import { useEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import styles from './FileDrop.module.css';

interface FileDropProps {
  /** The file input's id; its hint and its status line are `${id}-hint` and `${id}-status`. */
  id: string;
  /** The zone's name for assistive technology ("Certificate file"). */
  name: string;
  label: string;
  hint: string;
  accept: string;
  /** The paths of the drawing above the words, on a 48 by 48 grid. */
  icon: ReactNode;
  /** What became of the last file ("Reading … in this browser"); empty says nothing. */
  status: string;
  error?: string | undefined;
  errorClassName: string;
  /** The island's own look for the zone: its ground, its width, and when it shows. */
  className: string;
  printHide?: boolean;
  onFile: (file: File) => void;
}

/**
 * A file drop zone: a file dropped on it, or chosen with the file input inside, goes to `onFile`. Dropping is a
 * pointer convenience; the input is the keyboard and screen reader way in. In the server HTML too, so nothing moves
 * when the island hydrates, and a file chosen before then is read once it has.
 */
export default function FileDrop({
  id,
  name,
  label,
  hint,
  accept,
  icon,
  status,
  error,
  errorClassName,
  className,
  printHide = false,
  onFile,
}: FileDropProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  // A file chosen before the island hydrated: React does not replay that change, so it is read now rather than
  // silently ignored.
  useEffect(() => {
    const chosen = inputRef.current?.files?.[0];
    if (chosen) onFile(chosen);
    // Once, at hydration: later choices arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  }

  return (
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions
    <div
      role="group"
      aria-label={name}
      className={`${styles.zone} ${className}${dragging ? ` ${styles.dragging}` : ''}`}
      data-print-hide={printHide || undefined}
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
      <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        {icon}
      </svg>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {dragging ? 'Release to read the file' : hint}
      </p>
      <input
        ref={inputRef}
        id={id}
        type="file"
        className={styles.file}
        accept={accept}
        aria-describedby={`${id}-hint ${id}-status`}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) onFile(file);
        }}
      />
      <p id={`${id}-status`} role="status" className={styles.hint}>
        {status}
      </p>
      {error && (
        <p role="alert" className={errorClassName}>
          {error}
        </p>
      )}
    </div>
  );
}
