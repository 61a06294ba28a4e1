import { CROP_EXPORT } from '@masthead/core';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import Cropper from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { useT } from '../lib/i18n';
import { Modal } from './modal';
import {
  type Area,
  clampArea,
  clampZoom,
  cropExportSize,
  MIN_ZOOM,
  type Size,
  ZOOM_STEP,
  zoomForKey,
} from './photo-math';
import './photos.css';

/** What the crop dialog ends with. */
export type CropResult =
  /** The cropped picture, a JPEG (SPEC §5). */
  | { kind: 'cropped'; blob: Blob }
  /** 'Skip crop': send the picture as it is. */
  | { kind: 'skipped' }
  /** SPEC §8: the picture could not be loaded for cropping; the caller uploads it uncropped. */
  | { kind: 'load-error' };

export type CropDialogProps = {
  /** An address the browser can draw on a canvas: an object URL of the chosen file, or a stored image. */
  src: string | null;
  /** A fixed shape (width / height); undefined lets the writer choose one. */
  aspect?: number;
  /** Whether 'Skip crop' is offered (not when re-cropping a stored photo: nothing would change). */
  allowSkip?: boolean;
  onCancel: () => void;
  onResult: (result: CropResult) => void;
};

type Shape = 'original' | 'square' | 'landscape' | 'wide';
const SHAPES: readonly Shape[] = ['original', 'square', 'landscape', 'wide'];
const SHAPE_RATIOS: Record<Exclude<Shape, 'original'>, number> = {
  square: 1,
  landscape: 4 / 3,
  wide: 16 / 9,
};

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image load failed'));
    image.src = src;
  });
}

/** SPEC §5: draws the crop on a canvas at the export size and encodes it as JPEG at 0.95. */
export async function exportCrop(src: string, area: Area, shownCropBox: Size | null): Promise<Blob> {
  const image = await loadImage(src);
  const box = clampArea(area, { width: image.naturalWidth, height: image.naturalHeight });
  const size = cropExportSize(box, shownCropBox);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  // JPEG has no transparency: a transparent PNG gets a white ground rather than a black one.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, box.x, box.y, box.width, box.height, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('canvas export failed'))),
      CROP_EXPORT.type,
      CROP_EXPORT.quality,
    );
  });
}

/**
 * The crop step of the photo drop zone (SPEC §2, §5): drag or arrow keys move the picture, the slider,
 * the buttons, the wheel or + and − zoom from 1 to 5; 'Use photo' exports the crop, 'Skip crop' keeps
 * the picture whole.
 */
export function CropDialog({ src, aspect, allowSkip = true, onCancel, onResult }: CropDialogProps) {
  const t = useT();
  const helpId = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [shape, setShape] = useState<Shape>('original');
  const [natural, setNatural] = useState<Size | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const areaRef = useRef<Area | null>(null);
  const cropBoxRef = useRef<Size | null>(null);
  const settled = useRef(false);
  const stageRef = useRef<HTMLDivElement>(null);

  // A new picture starts centred, unzoomed, in its own shape.
  useEffect(() => {
    if (!src) return;
    settled.current = false;
    setCrop({ x: 0, y: 0 });
    setZoom(MIN_ZOOM);
    setShape('original');
    setNatural(null);
    setLoaded(false);
    setExporting(false);
    setError(null);
    areaRef.current = null;
  }, [src]);

  const settle = useCallback(
    (result: CropResult) => {
      if (settled.current) return;
      settled.current = true;
      onResult(result);
    },
    [onResult],
  );

  const chosenAspect =
    aspect ??
    (shape === 'original'
      ? natural && natural.height > 0
        ? natural.width / natural.height
        : 4 / 3
      : SHAPE_RATIOS[shape]);

  const exportAndUse = async () => {
    const area = areaRef.current;
    if (!src || !area) return;
    setExporting(true);
    setError(null);
    try {
      const blob = await exportCrop(src, area, cropBoxRef.current);
      settle({ kind: 'cropped', blob });
    } catch {
      setExporting(false);
      setError(t('photos.error.export'));
    }
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.target instanceof HTMLInputElement && event.target.type === 'range') return;
    const next = zoomForKey(zoom, event.key);
    if (next === null) return;
    event.preventDefault();
    setZoom(next);
  };

  return (
    <Modal open={src !== null} onClose={onCancel} title={t('photos.cropTitle')} className="modal-photo">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: + and − reach the zoom from anywhere in the dialog. */}
      <div className="crop-dialog" onKeyDown={onKeyDown}>
        <p id={helpId} className="photo-help">
          {t('photos.cropHelp')}
        </p>
        <div ref={stageRef} className="crop-stage" aria-busy={!loaded || undefined}>
          {src && (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={chosenAspect}
              minZoom={MIN_ZOOM}
              maxZoom={CROP_EXPORT.maxZoom}
              zoomSpeed={0.5}
              keyboardStep={8}
              showGrid
              disableAutomaticStylesInjection
              onCropChange={setCrop}
              onZoomChange={(value) => setZoom(clampZoom(value))}
              onCropComplete={(_area, pixels) => {
                areaRef.current = pixels;
              }}
              onCropSizeChange={(size) => {
                cropBoxRef.current = size;
              }}
              onMediaLoaded={(media) => {
                setNatural({ width: media.naturalWidth, height: media.naturalHeight });
                setLoaded(true);
                // The crop area appears once the picture is in: the keyboard starts there.
                requestAnimationFrame(() =>
                  stageRef.current?.querySelector<HTMLElement>('.reactEasyCrop_CropArea')?.focus(),
                );
              }}
              mediaProps={{ onError: () => settle({ kind: 'load-error' }) }}
              cropperProps={{
                role: 'group',
                'aria-label': t('photos.cropArea'),
                'aria-describedby': helpId,
              }}
            />
          )}
          {!loaded && <p className="crop-loading">{t('photos.loadingPhoto')}</p>}
        </div>
        <div className="crop-controls">
          <ZoomControl zoom={zoom} onZoom={setZoom} />
          {aspect === undefined && (
            <ShapeChoice
              shape={shape}
              onShape={(option) => {
                setShape(option);
                setCrop({ x: 0, y: 0 });
              }}
            />
          )}
        </div>
        {error && (
          <p className="photo-error" role="alert">
            {error}
          </p>
        )}
        <div className="modal-actions crop-actions">
          <button type="button" className="button button-quiet" onClick={onCancel}>
            {t('ui.cancel')}
          </button>
          {allowSkip && (
            <button
              type="button"
              className="button button-secondary"
              disabled={exporting}
              onClick={() => settle({ kind: 'skipped' })}
            >
              {t('photos.skipCrop')}
            </button>
          )}
          <button
            type="button"
            className="button button-primary"
            disabled={!loaded || exporting}
            onClick={exportAndUse}
          >
            {exporting ? t('photos.preparing') : t('photos.usePhoto')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

/** Zoom from 1 to 5: out, the slider, in, and the zoom as a number. */
function ZoomControl({ zoom, onZoom }: { zoom: number; onZoom: (zoom: number) => void }) {
  const t = useT();
  const zoomId = useId();
  return (
    <div className="crop-zoom">
      <button
        type="button"
        className="icon-button crop-zoom-button"
        aria-label={t('photos.zoomOut')}
        disabled={zoom <= MIN_ZOOM}
        onClick={() => onZoom(clampZoom(zoom - ZOOM_STEP))}
      >
        <span aria-hidden="true">−</span>
      </button>
      <label htmlFor={zoomId} className="visually-hidden">
        {t('photos.zoom')}
      </label>
      <input
        id={zoomId}
        type="range"
        min={MIN_ZOOM}
        max={CROP_EXPORT.maxZoom}
        step={0.05}
        value={zoom}
        aria-valuetext={`${zoom.toFixed(1)}×`}
        onChange={(event) => onZoom(clampZoom(Number(event.target.value)))}
      />
      <button
        type="button"
        className="icon-button crop-zoom-button"
        aria-label={t('photos.zoomIn')}
        disabled={zoom >= CROP_EXPORT.maxZoom}
        onClick={() => onZoom(clampZoom(zoom + ZOOM_STEP))}
      >
        <span aria-hidden="true">+</span>
      </button>
      <output className="crop-zoom-value" htmlFor={zoomId}>
        {`${zoom.toFixed(1)}×`}
      </output>
    </div>
  );
}

/** The shapes the writer may crop to when the form does not fix one. */
function ShapeChoice({ shape, onShape }: { shape: Shape; onShape: (shape: Shape) => void }) {
  const t = useT();
  return (
    <fieldset className="crop-shapes">
      <legend className="visually-hidden">{t('photos.shape')}</legend>
      {SHAPES.map((option) => (
        <button
          key={option}
          type="button"
          className="chip-button"
          aria-pressed={shape === option}
          onClick={() => onShape(option)}
        >
          {t(`photos.shape.${option}`)}
        </button>
      ))}
    </fieldset>
  );
}
