// 001 §3 a claim ticket's evidence images (ticketImage / ticketImageId, receiptImage / receiptImageId, previousUpload):
// per ticket that asks for evidence, a ticket image and a receipt image, each chosen from disk, judged by the domain
// rule the server applies (src/domain/claimImageError: jpg, jpeg, png or gif, photoMaxBytes) before anything is sent,
// uploaded at once (uploadCompensationImage, multipart) and named on the ticket by its id. A thumbnail shows the image;
// one saved with the claim before (amend) reads "Previous upload", and after a replacement stays offered until the
// claim is saved (docs/decisions/2285-claim-ticket-images.md).
import { memo, useId, useState, type ChangeEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../runtime/useTranslation';
import { callQueryKey, describeCallFailure, formatDate, FormattedValue, useRuntimeServices } from '../../runtime';
import { claimImageError, type ClaimImageError } from '../../domain/claimImageError';
import { IMAGE_SLOTS, type ClaimImageKind } from '../../domain/claimImageRefs';
import type { GetCompensationImageReply } from '../../generated/replies/GetCompensationImageReply';
import type { UploadCompensationImageReply } from '../../generated/replies/UploadCompensationImageReply';
import type { CompensationImage } from '../../generated/types/CompensationImage';

type ImageField = (typeof IMAGE_SLOTS)[number]['field'];

/** An uploaded image as the image calls answer it (`src` only from the one-image call, or kept from the upload). */
type ClaimImage = CompensationImage;

const TEXTS: Record<ImageField, { label: string; alt: string; remove: string; usePrevious: string }> = {
  ticketImageId: {
    label: 'CLAIM_FORM_TICKET_IMAGE',
    alt: 'CLAIM_FORM_TICKET_IMAGE_ALT',
    remove: 'CLAIM_FORM_TICKET_IMAGE_REMOVE',
    usePrevious: 'CLAIM_FORM_TICKET_IMAGE_PREVIOUS',
  },
  receiptImageId: {
    label: 'CLAIM_FORM_RECEIPT_IMAGE',
    alt: 'CLAIM_FORM_RECEIPT_IMAGE_ALT',
    remove: 'CLAIM_FORM_RECEIPT_IMAGE_REMOVE',
    usePrevious: 'CLAIM_FORM_RECEIPT_IMAGE_PREVIOUS',
  },
};

const imageArgs = (id: number) => ({ params: { imageId: String(id) }, notify: false });

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

export interface EvidenceImagesProps {
  /** ids of the ticket's fields: `${idPrefix}-ticketImageId` … */
  idPrefix: string;
  ticketImageId?: number;
  receiptImageId?: number;
  onChange(field: ImageField, id: number | undefined): void;
}

export const EvidenceImages = memo(function EvidenceImages({
  idPrefix,
  ticketImageId,
  receiptImageId,
  onChange,
}: EvidenceImagesProps) {
  const ids: Record<ImageField, number | undefined> = { ticketImageId, receiptImageId };
  return (
    <div className="claim-images">
      {IMAGE_SLOTS.map(({ field, kind }) => (
        <ImageSlot
          key={field}
          id={`${idPrefix}-${field}`}
          field={field}
          kind={kind}
          imageId={ids[field]}
          onChange={onChange}
        />
      ))}
    </div>
  );
});

interface ImageSlotProps {
  id: string;
  field: ImageField;
  kind: ClaimImageKind;
  imageId?: number;
  onChange(field: ImageField, id: number | undefined): void;
}

function ImageSlot({ id, field, kind, imageId, onChange }: ImageSlotProps) {
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string>();
  // the saved image a new upload replaced: offered back until the claim is saved
  const [replaced, setReplaced] = useState<number>();
  const errorId = `${id}__error`;
  const statusId = useId();
  const texts = TEXTS[field];

  const limitText = () => {
    const max = Number(services.config.photoMaxBytes) || 2 * 1024 * 1024;
    return `${Math.round((max / 1048576) * 10) / 10} MB`;
  };
  const ruleText = (rule: ClaimImageError) =>
    rule === 'PHOTO_TOO_LARGE'
      ? t('CLAIM_FORM_IMAGE_TOO_LARGE', { max: limitText() })
      : t('CLAIM_FORM_IMAGE_NOT_IMAGE', { types: imageTypes(services.config).join(', ') });

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.target;
    const file = input.files?.[0];
    if (!file) return;
    const rule = claimImageError(
      { contentType: file.type, bytes: file.size },
      imageTypes(services.config),
      Number(services.config.photoMaxBytes) || 2 * 1024 * 1024,
    );
    if (rule) {
      setError(ruleText(rule));
      input.value = '';
      return;
    }
    setError(undefined);
    setUploading(true);
    try {
      const src = await readAsDataUrl(file);
      const reply: UploadCompensationImageReply = await services.call('uploadCompensationImage', {
        body: { kind, image: src },
        notify: false,
      });
      const uploaded = { ...reply.result, src };
      // the thumbnail is the file just read: no second download
      queryClient.setQueryData(callQueryKey('getCompensationImage', imageArgs(uploaded.id)), { result: uploaded });
      const previous =
        imageId !== undefined
          ? queryClient.getQueryData<{ result: ClaimImage }>(callQueryKey('getCompensationImage', imageArgs(imageId)))
          : undefined;
      if (previous?.result.requestId) setReplaced(imageId);
      onChange(field, uploaded.id);
    } catch (failure) {
      const code = (failure as { errors?: Array<{ code?: string }> })?.errors?.[0]?.code;
      setError(
        code === 'PHOTO_NOT_IMAGE' || code === 'PHOTO_TOO_LARGE'
          ? ruleText(code)
          : describeCallFailure(undefined, failure, t).message,
      );
    } finally {
      setUploading(false);
      input.value = '';
    }
  };

  return (
    // the declared fields' look (bold label, error in red, the input marked)
    <div className={`declared-field claim-image${error ? ' rjsf-field-error' : ''}`} aria-busy={uploading || undefined}>
      <label htmlFor={id} className="control-label">
        {t(texts.label)}
      </label>
      {imageId !== undefined && <Thumbnail imageId={imageId} alt={t(texts.alt)} />}
      <input
        id={id}
        type="file"
        className="form-control"
        accept={imageTypes(services.config)
          .map((x) => `.${x}`)
          .join(',')}
        disabled={uploading}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : uploading ? statusId : undefined}
        onChange={(e) => void choose(e)}
      />
      {uploading && (
        <p id={statusId} className="claim-hint" role="status">
          {t('CLAIM_FORM_IMAGE_UPLOADING')}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-danger field-error" role="alert">
          {error}
        </p>
      )}
      <div className="claim-image__actions">
        {imageId !== undefined && (
          <button
            type="button"
            className="btn btn-link"
            onClick={() => {
              setError(undefined);
              onChange(field, undefined);
            }}
          >
            {t(texts.remove)}
          </button>
        )}
        {replaced !== undefined && replaced !== imageId && (
          <button
            type="button"
            className="btn btn-link"
            onClick={() => {
              setError(undefined);
              onChange(field, replaced);
              setReplaced(undefined);
            }}
          >
            {t(texts.usePrevious)}
          </button>
        )}
      </div>
    </div>
  );
}

/** The image of an id: "Previous upload" once saved with the claim, "New upload" while only uploaded. */
function Thumbnail({ imageId, alt }: { imageId: number; alt: string }) {
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const image = useQuery({
    queryKey: callQueryKey('getCompensationImage', imageArgs(imageId)),
    queryFn: () => services.call('getCompensationImage', imageArgs(imageId)) as Promise<GetCompensationImageReply>,
    staleTime: Infinity,
  });
  if (image.isPending)
    return (
      <p className="claim-hint" role="status">
        {t('CLAIM_FORM_IMAGE_LOADING')}
      </p>
    );
  if (image.isError)
    return (
      <p className="text-danger field-error" role="alert">
        {t('CLAIM_FORM_IMAGE_LOAD_FAILED', { reason: describeCallFailure(undefined, image.error, t).message })}
      </p>
    );
  const { src, width, requestId, uploaded } = image.data.result;
  return (
    <div className="claim-image__thumbnail">
      <FormattedValue value={{ src, width, alt }} format="photo" />
      <p className="claim-hint">
        {requestId ? t('CLAIM_FORM_IMAGE_PREVIOUS', { date: formatDate(uploaded) }) : t('CLAIM_FORM_IMAGE_NEW')}
      </p>
    </div>
  );
}

/** config photoImageTypes (001 §9: jpg, jpeg, png, gif). */
function imageTypes(config: Record<string, unknown>): string[] {
  const types = config.photoImageTypes;
  return Array.isArray(types) ? types.map(String) : ['jpg', 'jpeg', 'png', 'gif'];
}
