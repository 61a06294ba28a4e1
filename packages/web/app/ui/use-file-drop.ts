import { type ClipboardEvent, type DragEvent, type RefObject, useState } from 'react';

/** Whether an event came from a dialog inside the zone (its dialogs are not drop or paste targets). */
const inDialog = (target: EventTarget) => target instanceof Element && target.closest('dialog') !== null;

/** A file dragged over the zone itself. */
const hasFiles = (event: DragEvent) =>
  [...event.dataTransfer.types].includes('Files') && !inDialog(event.target);

/** A drop zone's drag, drop and paste handlers: the first file dropped or pasted goes to `onFile`. */
export function useFileDrop(
  zoneRef: RefObject<HTMLElement | null>,
  blocked: boolean | undefined,
  onFile: (file: File | undefined) => void,
) {
  const [dragOver, setDragOver] = useState(false);
  const dropHandlers = {
    onDragEnter: (event: DragEvent) => {
      if (blocked || !hasFiles(event)) return;
      event.preventDefault();
      setDragOver(true);
    },
    onDragOver: (event: DragEvent) => {
      if (blocked || !hasFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      if (!dragOver) setDragOver(true);
    },
    onDragLeave: (event: DragEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && zoneRef.current?.contains(next)) return;
      setDragOver(false);
    },
    onDrop: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      setDragOver(false);
      onFile(event.dataTransfer.files[0]);
    },
    onPaste: (event: ClipboardEvent) => {
      const file = event.clipboardData.files[0];
      // The dialogs live inside the zone: a paste into the search field is not an upload.
      if (!file || inDialog(event.target)) return;
      event.preventDefault();
      onFile(file);
    },
  };
  return { dragOver, dropHandlers };
}
