// `"ui:widget": "imageUpload"`: an image chosen from disk, checked before anything is sent (imageUploadErrors: type,
// size and width-to-height from the brand's photoImageTypes, photoMaxBytes, photoMaxWidthToHeight; `ui:options` may
// name other config keys). The form value is the image as a data URL, set only when every check passes, so the form's
// own `required` stops a bad file from being sent; the errors are said under the field.
import { useState, type ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from './useTranslation';
import { imageUploadErrors, type ImageError, type ImageLimits } from './imageUploadErrors';
import { registerFormWidget } from './formWidgets';
import { useRuntimeServices } from './RuntimeServices';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function pixelSize(src: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error('unreadable image'));
    image.src = src;
  });
}

export function limitsFrom(config: Record<string, unknown>, options: Record<string, unknown> = {}): ImageLimits {
  const key = (name: string, fallback: string) => String(options[name] ?? fallback);
  const types = config[key('typesConfig', 'photoImageTypes')];
  const ratio = Number(config[key('ratioConfig', 'photoMaxWidthToHeight')]);
  return {
    types: Array.isArray(types) ? types.map(String) : ['jpg', 'jpeg', 'png', 'gif'],
    maxBytes: Number(config[key('maxBytesConfig', 'photoMaxBytes')]) || 2 * 1024 * 1024,
    maxWidthToHeight: Number.isFinite(ratio) && ratio > 0 ? ratio : undefined,
  };
}

export function ImageUploadWidget(props: WidgetProps) {
  const { id, onChange, disabled, readonly, required, options } = props;
  const { t } = useTranslation();
  const { config } = useRuntimeServices();
  const [errors, setErrors] = useState<ImageError[]>([]);
  const limits = limitsFrom(config, options as Record<string, unknown>);
  const errorId = `${id}__image-error`;

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    onChange(undefined);
    if (!file) {
      setErrors([]);
      return;
    }
    const early = imageUploadErrors(file, undefined, limits);
    if (early.length > 0) {
      setErrors(early);
      return;
    }
    try {
      const src = await readAsDataUrl(file);
      const late = imageUploadErrors(file, await pixelSize(src), limits);
      setErrors(late);
      if (late.length === 0) onChange(src);
    } catch {
      setErrors([{ key: 'RUNTIME_IMAGE_UNREADABLE' }]);
    }
  };

  return (
    <>
      <input
        id={id}
        name={props.htmlName ?? id}
        className="form-control"
        type="file"
        accept={limits.types.map((x) => `.${x}`).join(',')}
        disabled={disabled || readonly}
        required={required}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length > 0 ? errorId : undefined}
        onChange={(e) => void choose(e)}
      />
      {errors.length > 0 && (
        // the alert is a wrapper: a role on the <ul> itself would take away its list semantics (axe: listitem)
        <div id={errorId} role="alert">
          <ul className="form-error-list">
            {errors.map((error) => (
              <li key={error.key}>{t(error.key, error.values)}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

registerFormWidget('imageUpload', ImageUploadWidget);
