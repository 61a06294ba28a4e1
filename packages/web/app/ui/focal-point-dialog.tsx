import { type FocalPoint, focalPointCss, focalPointOrDefault, formatFocalPoint } from '@masthead/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../lib/i18n';
import { Modal } from './modal';
import { clampPercent, focalPointFromPointer, moveFocalPoint } from './photo-math';
import './photos.css';

export type FocalPointDialogProps = {
  /** The picture to mark (a displayable address); null keeps the dialog closed. */
  src: string | null;
  /** The current focal point 'x,y'; nothing means SPEC §9's default 50,50. */
  value: string | null | undefined;
  onCancel: () => void;
  /** Called with 'x,y' (formatFocalPoint). */
  onSave: (focalPoint: string) => void;
};

/**
 * SPEC §2 focal-point selector 'Set Focal Point': a marker on the picture, moved by pointer (click or
 * drag) or keyboard (arrows 1%, Shift+arrows 10%, Home back to the centre), with the percentages shown
 * and editable, a preview of the crops covers make, and Save.
 */
export function FocalPointDialog({ src, value, onCancel, onSave }: FocalPointDialogProps) {
  const t = useT();
  const helpId = useId();
  const xId = useId();
  const yId = useId();
  const [point, setPoint] = useState<FocalPoint>(() => focalPointOrDefault(value));
  const frameRef = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  useEffect(() => {
    if (src) setPoint(focalPointOrDefault(value));
  }, [src, value]);

  const placeAt = (event: React.PointerEvent) => {
    const frame = frameRef.current;
    if (!frame) return;
    setPoint(focalPointFromPointer(event, frame.getBoundingClientRect()));
  };

  const save = () => onSave(formatFocalPoint(point));
  // Enter saves, and never submits a form the dialog happens to sit in.
  const saveOnEnter = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    save();
  };

  const position = t('photos.focalPosition', { x: point.x, y: point.y });
  const objectPosition = focalPointCss(point);

  return (
    <Modal open={src !== null} onClose={onCancel} title={t('photos.setFocalPoint')} className="modal-photo">
      <div className="focal-dialog">
        <p id={helpId} className="photo-help">
          {t('photos.focalHelp')}
        </p>
        <div className="focal-layout">
          <div className="focal-stage">
            <div
              ref={frameRef}
              className="focal-frame"
              role="slider"
              tabIndex={0}
              data-autofocus
              aria-label={t('photos.focalArea')}
              aria-describedby={helpId}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={point.x}
              aria-valuetext={position}
              onKeyDown={(event) => {
                const next = moveFocalPoint(point, event.key, event.shiftKey);
                if (!next) return;
                event.preventDefault();
                setPoint(next);
              }}
              onPointerDown={(event) => {
                if (event.button !== 0) return;
                dragging.current = true;
                event.currentTarget.setPointerCapture(event.pointerId);
                event.currentTarget.focus();
                placeAt(event);
              }}
              onPointerMove={(event) => {
                if (dragging.current) placeAt(event);
              }}
              onPointerUp={(event) => {
                dragging.current = false;
                if (event.currentTarget.hasPointerCapture(event.pointerId))
                  event.currentTarget.releasePointerCapture(event.pointerId);
              }}
              onPointerCancel={() => {
                dragging.current = false;
              }}
            >
              {src && <img src={src} alt="" draggable={false} className="focal-image" />}
              <span
                className="focal-marker"
                aria-hidden="true"
                style={{ left: `${point.x}%`, top: `${point.y}%` }}
              />
            </div>
          </div>
          <div className="focal-side">
            <div className="focal-inputs">
              <label htmlFor={xId} className="focal-input">
                <span>{t('photos.focalX')}</span>
                <input
                  id={xId}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={100}
                  step={1}
                  value={point.x}
                  onKeyDown={saveOnEnter}
                  onChange={(event) => {
                    const next = event.target.valueAsNumber;
                    if (Number.isFinite(next)) setPoint({ x: clampPercent(next), y: point.y });
                  }}
                />
              </label>
              <label htmlFor={yId} className="focal-input">
                <span>{t('photos.focalY')}</span>
                <input
                  id={yId}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={100}
                  step={1}
                  value={point.y}
                  onKeyDown={saveOnEnter}
                  onChange={(event) => {
                    const next = event.target.valueAsNumber;
                    if (Number.isFinite(next)) setPoint({ x: point.x, y: clampPercent(next) });
                  }}
                />
              </label>
              <button
                type="button"
                className="button button-quiet button-small"
                onClick={() => setPoint({ x: 50, y: 50 })}
              >
                {t('photos.focalCenter')}
              </button>
            </div>
            {src && (
              <figure className="focal-previews">
                <figcaption>{t('photos.focalPreviews')}</figcaption>
                <div className="focal-preview-row">
                  <div className="focal-preview">
                    <img src={src} alt="" className="focal-preview-wide" style={{ objectPosition }} />
                    <span>{t('photos.focalWide')}</span>
                  </div>
                  <div className="focal-preview">
                    <img src={src} alt="" className="focal-preview-square" style={{ objectPosition }} />
                    <span>{t('photos.focalSquare')}</span>
                  </div>
                </div>
              </figure>
            )}
          </div>
        </div>
        <div className="modal-actions">
          <button type="button" className="button button-quiet" onClick={onCancel}>
            {t('ui.cancel')}
          </button>
          <button type="button" className="button button-primary" onClick={save}>
            {t('photos.save')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
