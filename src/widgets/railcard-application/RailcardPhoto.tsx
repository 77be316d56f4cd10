// 000 §9: the applicant's photo is shown at most photoExpandWidthPx (300 px) wide; a wider one can be expanded.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../runtime/useTranslation';
import { callQueryKey, useRuntimeServices } from '../../runtime';

export interface RailcardPhotoProps {
  customerId: string;
  photo: string | null | undefined;
  name: string;
}

export function RailcardPhoto({ customerId, photo, name }: RailcardPhotoProps) {
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const [expanded, setExpanded] = useState(false);
  const maxWidth = Number(services.config.photoExpandWidthPx);
  const args = { params: { id: customerId }, query: { photo: photo ?? '' }, notify: false };
  const reply = useQuery({
    queryKey: callQueryKey('getRailcardPhoto', args),
    queryFn: () =>
      services.call('getRailcardPhoto', args) as Promise<{ result: { src: string; width: number; height: number } }>,
    enabled: Boolean(photo),
    staleTime: Infinity,
    retry: false,
  });
  if (!photo) return <p className="panel__empty">{t('RAILCARD_PHOTO_NONE')}</p>;
  if (reply.isPending) return <p className="runtime-loading">{t('RUNTIME_LOADING')}</p>;
  if (reply.isError) {
    return (
      <p className="runtime-error" role="alert">
        {t('RAILCARD_PHOTO_ERROR')}
      </p>
    );
  }
  const { src, width } = reply.data.result;
  const expandable = width > maxWidth;
  return (
    <figure
      className={`railcard-photo${expandable && !expanded ? ' railcard-photo--collapsed' : ''}`}
      style={{ ['--railcard-photo-max' as string]: `${maxWidth}px` }}
      data-expanded={expandable ? String(expanded) : undefined}
    >
      <img src={src} alt={t('RAILCARD_PHOTO_ALT', { name })} width={width} />
      {expandable && (
        <button type="button" className="button" aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
          {t(expanded ? 'RAILCARD_PHOTO_COLLAPSE' : 'RAILCARD_PHOTO_EXPAND')}
        </button>
      )}
    </figure>
  );
}
