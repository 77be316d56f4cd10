// `format: photo` (000 §9, 001 photo viewer): a photo (a URL, or `{src, width, height}`) shown at most the brand's
// photoExpandWidthPx (300 px) wide; a wider one offers Expand, which opens it whole in a viewer built on Dialog.
import { useState } from 'react';
import { useTranslation } from './useTranslation';
import { Dialog, DialogCancel } from './Dialog';
import { useRuntimeServices } from './RuntimeServices';
import './panels.css';

const DEFAULT_MAX_WIDTH = 300;

interface PhotoValue {
  src: string;
  width?: number;
  alt?: string;
}

function photoOf(value: unknown): PhotoValue | undefined {
  if (typeof value === 'string' && value !== '') return { src: value };
  if (value && typeof value === 'object' && typeof (value as PhotoValue).src === 'string') return value as PhotoValue;
  return undefined;
}

export function Photo({ value }: { value: unknown; text?: string }) {
  const { t } = useTranslation();
  const { config } = useRuntimeServices();
  const photo = photoOf(value);
  // the declared width when the reply gives one, else the image's own once loaded
  const [loadedWidth, setLoadedWidth] = useState<number | undefined>();
  // shown smaller than it is (a thumbnail in a narrow cell): the viewer shows it whole
  const [shrunk, setShrunk] = useState(false);
  const [viewing, setViewing] = useState(false);
  if (!photo) return null;
  const maxWidth = Number(config.photoExpandWidthPx) || DEFAULT_MAX_WIDTH;
  const width = photo.width ?? loadedWidth;
  const alt = photo.alt ?? t('RUNTIME_PHOTO');
  return (
    <figure className="photo" style={{ ['--photo-max' as string]: `${maxWidth}px` }}>
      {/* a click on the thumbnail opens the viewer too; keyboard users have the Expand button */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events -- a mouse shortcut to the Expand button beside it */}
      <img
        src={photo.src}
        alt={alt}
        onLoad={(e) => {
          setLoadedWidth(e.currentTarget.naturalWidth);
          setShrunk(e.currentTarget.clientWidth > 0 && e.currentTarget.clientWidth < e.currentTarget.naturalWidth);
        }}
        onClick={() => setViewing(true)}
      />
      {((width !== undefined && width > maxWidth) || shrunk) && (
        <button type="button" className="button" onClick={() => setViewing(true)}>
          {t('RUNTIME_PHOTO_EXPAND')}
        </button>
      )}
      {viewing && (
        <Dialog
          title={alt}
          onClose={() => setViewing(false)}
          className="photo-viewer"
          footer={<DialogCancel label="RUNTIME_CLOSE" />}
        >
          <img src={photo.src} alt={alt} />
        </Dialog>
      )}
    </figure>
  );
}
