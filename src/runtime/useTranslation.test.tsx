// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useTranslation } from './useTranslation';

function instanceWith(texts: Record<string, string>) {
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'en-GB',
    resources: { 'en-GB': { translation: texts } },
    keySeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

describe('useTranslation', () => {
  it("translates with the provider's instance, one `t` for every component, texts added later included", () => {
    const instance = instanceWith({ HELLO: 'Hello {{name}}' });
    const seen: unknown[] = [];
    function Greeting({ name }: { name: string }) {
      const { t } = useTranslation();
      seen.push(t);
      return <p>{t('HELLO', { name })}</p>;
    }
    function Late() {
      const { t } = useTranslation();
      return <p>{t('LATE')}</p>;
    }
    const { rerender } = render(
      <I18nextProvider i18n={instance}>
        <Greeting name="Ada" />
        <Greeting name="Bo" />
      </I18nextProvider>,
    );
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.getByText('Hello Bo')).toBeTruthy();
    // a screen module's texts arrive before the screen that shows them renders
    instance.addResources('en-GB', 'translation', { LATE: 'Added with a screen' });
    rerender(
      <I18nextProvider i18n={instance}>
        <Greeting name="Cy" />
        <Late />
      </I18nextProvider>,
    );
    expect(screen.getByText('Added with a screen')).toBeTruthy();
    expect(new Set(seen).size).toBe(1);
  });

  it("keeps each instance's texts apart", () => {
    function Word() {
      const { t } = useTranslation();
      return <span>{t('WORD')}</span>;
    }
    render(
      <>
        <I18nextProvider i18n={instanceWith({ WORD: 'one' })}>
          <Word />
        </I18nextProvider>
        <I18nextProvider i18n={instanceWith({ WORD: 'two' })}>
          <Word />
        </I18nextProvider>
      </>,
    );
    expect(screen.getByText('one')).toBeTruthy();
    expect(screen.getByText('two')).toBeTruthy();
  });
});
