// The translation function for a component, without react-i18next's per-component cost: its useTranslation copies the
// i18next instance's property descriptors into a wrapper object on each component's first render and subscribes every
// component to language changes (6–10 ms of main thread on a cold search page, profiled, more on pages with many
// panels). The console has one language (en-GB) and a screen's texts are added before it renders (screenRegistry), so
// no component needs to re-render for a language change. The instance is the provider's (tests) or react-i18next's
// global one (initReactI18next): the runtime still knows no i18n instance of its own.
import { useContext } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';

const bound = new WeakMap<I18n, { t: TFunction }>();

/** `const { t } = useTranslation()`, as react-i18next's, with a `t` that stays the same for the instance. */
export function useTranslation(): { t: TFunction } {
  const instance = useContext(I18nContext)?.i18n ?? getI18n();
  let kept = bound.get(instance);
  if (!kept) {
    kept = { t: instance.t.bind(instance) as TFunction };
    bound.set(instance, kept);
  }
  return kept;
}
