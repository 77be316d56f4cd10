// @vitest-environment jsdom
// The image upload checks (001 §5: image only, at most 2 MB, width-to-height at most 9:10) and the widget saying them
// before anything is sent; the photo format capped at the brand's width with a viewer when wider.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WidgetProps } from '@rjsf/utils';
import { FormattedValue } from './FormattedValue';
import { imageUploadErrors } from './imageUploadErrors';
import { ImageUploadWidget, limitsFrom } from './ImageUploadWidget';
import { renderWithRuntime } from './testing/renderWithRuntime';

afterEach(cleanup);

const limits = { types: ['jpg', 'jpeg', 'png', 'gif'], maxBytes: 2097152, maxWidthToHeight: 0.9 };

describe('imageUploadErrors', () => {
  it('accepts a small portrait image', () => {
    expect(
      imageUploadErrors({ name: 'me.jpg', type: 'image/jpeg', size: 1000 }, { width: 900, height: 1000 }, limits),
    ).toEqual([]);
  });
  it('refuses another type, a file over the size, and a shape wider than 9:10', () => {
    expect(
      imageUploadErrors({ name: 'cv.pdf', type: 'application/pdf', size: 10 }, undefined, limits).map((e) => e.key),
    ).toEqual(['RUNTIME_IMAGE_TYPE']);
    expect(imageUploadErrors({ name: 'big.png', type: 'image/png', size: 2097153 }, undefined, limits)).toEqual([
      { key: 'RUNTIME_IMAGE_TOO_LARGE', values: { max: '2 MB' } },
    ]);
    expect(
      imageUploadErrors({ name: 'wide.png', type: 'image/png', size: 10 }, { width: 901, height: 1000 }, limits).map(
        (e) => e.key,
      ),
    ).toEqual(['RUNTIME_IMAGE_NOT_PORTRAIT']);
  });
  it('reads its limits from the brand config', () => {
    expect(limitsFrom({ photoImageTypes: ['png'], photoMaxBytes: 100, photoMaxWidthToHeight: 0.75 })).toEqual({
      types: ['png'],
      maxBytes: 100,
      maxWidthToHeight: 0.75,
    });
  });
});

describe('ImageUploadWidget', () => {
  function renderWidget() {
    const onChange = vi.fn();
    const props = {
      id: 'photo',
      onChange,
      onBlur: vi.fn(),
      onFocus: vi.fn(),
      options: {},
      label: 'Photo',
    } as unknown as WidgetProps;
    renderWithRuntime(
      // eslint-disable-next-line jsx-a11y/label-has-associated-control -- the file input is inside ImageUploadWidget, which the rule cannot see into
      <label>
        Photo <ImageUploadWidget {...props} />
      </label>,
      { config: { photoImageTypes: ['jpg', 'png'], photoMaxBytes: 1000, photoMaxWidthToHeight: 0.9 } },
    );
    return onChange;
  }

  it('says what is wrong with the file at once and sends nothing', async () => {
    const onChange = renderWidget();
    const input = screen.getByLabelText('Photo') as HTMLInputElement;
    expect(input.accept).toBe('.jpg,.png');
    fireEvent.change(input, { target: { files: [new File(['x'.repeat(2000)], 'me.gif', { type: 'image/gif' })] } });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Choose an image of type jpg, png.', 'The image is too large: at most 1 KB.']);
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect(onChange).not.toHaveBeenCalledWith(expect.stringMatching(/^data:/));
  });
});

describe('photo format', () => {
  it('caps the photo at photoExpandWidthPx, and a wider one opens whole in a viewer', async () => {
    renderWithRuntime(<FormattedValue value={{ src: '/p.png', width: 640, alt: 'Ada' }} format="photo" />, {
      config: { photoExpandWidthPx: 300 },
    });
    const figure = screen.getByRole('figure');
    expect(figure.style.getPropertyValue('--photo-max')).toBe('300px');
    await userEvent.click(screen.getByRole('button', { name: 'Expand photo' }));
    const viewer = screen.getByRole('dialog', { name: 'Ada' });
    expect(within(viewer).getByRole('img', { name: 'Ada' }).getAttribute('src')).toBe('/p.png');
    await userEvent.click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers no viewer for a photo within the cap', () => {
    renderWithRuntime(<FormattedValue value={{ src: '/p.png', width: 280 }} format="photo" />, {
      config: { photoExpandWidthPx: 300 },
    });
    expect(screen.getByRole('img', { name: 'Photo' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
