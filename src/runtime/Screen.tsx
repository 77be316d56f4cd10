// Renders a declared screen by id (its module: src/generated/screens/{id}.json), resolved for the signed-in user's
// brand and level.
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from './useTranslation';
import { lazyComponent } from './lazyComponent';
import { LoadingNotice } from './LoadingNotice';
import { resolveScreen } from './resolveScreen';
import { useRuntimeServices } from './RuntimeServices';
import { isDeclaredScreen, loadedScreenDefinition, loadScreenModule, onScreenModuleReplaced } from './screenRegistry';
import type { ResolvedScreen, ScreenDefinition } from './screenTypes';
import { SearchScreen } from './SearchScreen';
import { usePreloaded } from './usePreloaded';
import { getWidget } from './widgetRegistry';
import './runtime.css';

// Detail screens (panels, tables) are a chunk of their own: a search page does not load them. The shell starts the
// chunk as soon as the screen's module says it is a detail screen (src/app/SignedInApp.tsx).
const DetailScreen = lazyComponent(() => import('./DetailScreen').then((m) => m.DetailScreen));

export interface ScreenProps {
  /** Screen id as declared in schemas/screens (e.g. `searchCustomers`). */
  id: string;
}

function CustomScreen({ screen }: { screen: ResolvedScreen }) {
  const { t } = useTranslation();
  const routeParams = useParams();
  const Widget = getWidget(screen.custom!.widget);
  if (!Widget) {
    return (
      <p className="runtime-error" role="alert">
        {t('RUNTIME_WIDGET_MISSING', { widget: screen.custom!.widget })}
      </p>
    );
  }
  return (
    <Suspense fallback={<LoadingNotice />}>
      <Widget screen={screen} routeParams={routeParams} />
    </Suspense>
  );
}

/** @example <Route path={toRouterPath(def.route)} element={<Guard gate={def.gate}><Screen id={def.id} /></Guard>} /> */
export function Screen({ id }: ScreenProps) {
  if (!isDeclaredScreen(id) && !loadedScreenDefinition(id))
    return <DeclaredScreen key={id} definition={undefined} id={id} />;
  // One element type whether or not the module has arrived: switching from the loader to the screen on the first
  // re-render after it loaded would remount the screen (a search form's state and focus lost on its first Reset).
  return <ScreenModuleLoader key={id} id={id} />;
}

/** Waits for the screen's module (the shell usually started loading it already, alongside this chunk). */
function ScreenModuleLoader({ id }: { id: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ definition?: ScreenDefinition; failed?: boolean }>(() => {
    const loaded = loadedScreenDefinition(id);
    return loaded ? { definition: loaded } : {};
  });
  const [attempt, setAttempt] = useState(0);
  const ready = state.definition !== undefined;
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadScreenModule(id).then(
      (module) => live && setState({ definition: module.definition }),
      () => live && setState({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [id, attempt, ready]);
  // npm run dev: an edit of the screen's YAML brings a new module, shown in place (the search, the form's values and the
  // session stay)
  useEffect(
    () =>
      onScreenModuleReplaced((definition) => {
        if (definition.id === id) setState({ definition });
      }),
    [id],
  );
  if (state.definition) return <DeclaredScreen definition={state.definition} />;
  if (!state.failed) return <LoadingNotice />;
  return (
    <div className="runtime-error" role="alert">
      <p>{t('RUNTIME_LOAD_ERROR')}</p>
      <button type="button" className="button" onClick={() => (setState({}), setAttempt((n) => n + 1))}>
        {t('RUNTIME_RETRY')}
      </button>
    </div>
  );
}

function DeclaredScreen({ definition, id }: { definition: ScreenDefinition | undefined; id?: string }) {
  if (definition?.kind === 'detail') DetailScreen.preload().catch(() => undefined);
  // waited for by state, not suspense: React would hold a suspended screen back by up to 300 ms (./usePreloaded)
  const detailIn = usePreloaded(DetailScreen, definition?.kind === 'detail');
  const { t } = useTranslation();
  const routeParams = useParams();
  const { gateContext, config } = useRuntimeServices();
  const screen = useMemo(
    () => (definition ? resolveScreen(definition, { gateContext, config }) : undefined),
    [definition, gateContext, config],
  );

  if (screen === undefined) {
    return (
      <p className="runtime-error" role="alert">
        {t('RUNTIME_SCREEN_UNKNOWN', { id: id ?? definition?.id })}
      </p>
    );
  }
  // The app's route guard normally stops this first.
  if (screen === null) {
    return (
      <p className="runtime-error" role="alert">
        {t('RUNTIME_UNAUTHORIZED')}
      </p>
    );
  }
  return (
    <div className={`screen screen--${screen.kind}`} data-screen={screen.id}>
      {/* tabIndex -1: the shell may put the focus on the page's heading when the user opens the page. */}
      <h1 tabIndex={-1}>{t(screen.title)}</h1>
      {screen.kind === 'search' && <SearchScreen key={screen.id} screen={screen} />}
      {screen.kind === 'detail' && !detailIn && <LoadingNotice />}
      {screen.kind === 'detail' && detailIn && (
        <Suspense fallback={<LoadingNotice />}>
          <DetailScreen key={JSON.stringify(routeParams)} screen={screen} />
        </Suspense>
      )}
      {screen.kind === 'custom' && <CustomScreen screen={screen} />}
    </div>
  );
}
