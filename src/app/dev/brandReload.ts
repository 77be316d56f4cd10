// npm run dev only: a brand edit reloads the pages that use that brand — the signed-in console of the brand, the
// catalogue (every brand) — and no other (server/dev/configWatchPlugin.ts sends which brands changed). A page that has
// not loaded the profile reads the new one when it first asks for it.
import { loadedBrandProfile } from '../brand/brandCatalog';
import { WORKBENCH_RELOAD_EVENT, type WorkbenchReload } from './workbenchEvents';

/** Whether a page that has loaded the profiles `loaded` says yes to must reload for `reload`. */
export function reloadsFor(reload: WorkbenchReload, loaded: (brand: string) => boolean): boolean {
  return reload.brands.some(loaded);
}

export function acceptBrandReloads(hot: NonNullable<ImportMeta['hot']>): void {
  hot.on(WORKBENCH_RELOAD_EVENT, (reload: WorkbenchReload) => {
    if (reloadsFor(reload, (brand) => loadedBrandProfile(brand) !== undefined)) location.reload();
  });
}
