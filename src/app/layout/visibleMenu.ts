// 000 §2 Layout: menu entries appear only when their feature flag is on and the user passes their gate.
import { checkGate, type Gate, type GateContext } from '../../domain/checkGate';

export interface MenuItem {
  entry: string;
  /** i18n key */
  label: string;
  route: string;
  flag?: string;
  gate?: Gate;
}

/** A declared screen's `menu: { entry, label?, flag?, gate? }` refines the entry of the same name. */
export interface ScreenMenuSource {
  route: string;
  gate: Gate;
  flag?: string;
  menu?: { entry: string; label?: string; flag?: string; gate?: Gate };
}

function passes(item: { flag?: string; gate?: Gate }, ctx: GateContext): boolean {
  return (item.flag === undefined || ctx.flags[item.flag] === true) && checkGate(item.gate, ctx);
}

export function visibleMenu(
  items: readonly MenuItem[],
  ctx: GateContext,
  screens: readonly ScreenMenuSource[] = [],
): MenuItem[] {
  return items
    .map((item) => {
      const screen = screens.find((s) => s.menu?.entry === item.entry);
      if (!screen?.menu) return { item, extra: [] as { flag?: string; gate?: Gate }[] };
      // The screen's own access also applies: an entry never leads to a route the user may not open.
      return {
        item: { ...item, route: screen.route, label: screen.menu.label ?? item.label },
        extra: [screen, screen.menu],
      };
    })
    .filter(({ item, extra }) => passes(item, ctx) && extra.every((e) => passes(e, ctx)))
    .map(({ item }) => item);
}
