import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../runtime/useTranslation';
import { LEVEL_NAMES, isLevelName, type LevelName } from '../../domain/levels';
// every screen's texts: the signed-in shell's own and every area's (a screen module brings only its own)
import '../../i18n/signedInTexts';
import '../../i18n/areaTexts';
import { useAppServices } from '../AppServicesContext';
import { availableBrands, loadBrandProfile, type ShellProfile } from '../brand/brandCatalog';
import { Loading } from '../Loading';
import { catalogueScreens, screenSource } from './catalogueDefinitions';
import { allElements, screenOutline, type ScreenOutline } from './screenOutline';
import './catalogue.css';

interface DemoRecords {
  accounts: Record<string, string>;
  paths: Record<string, string>;
}

type Availability = 'checking' | 'available' | 'absent';

/**
 * The screen catalogue (issue 20; development and sandbox mode only): every declared screen with its route, title and
 * source; for a brand and level, whether the level opens it and what it sees; a grid of every brand and level; and
 * the screen itself, live on the demo data, through a sandbox "view as" session. Deep links:
 * /catalogue/{screenId}?brand=gatwick&level=AGENT. Outside sandbox mode the server refuses its calls and the
 * route leads home.
 */
export default function CataloguePage() {
  const { t } = useTranslation();
  const { http, auth } = useAppServices();
  const navigate = useNavigate();
  const { screenId } = useParams();
  const [search, setSearch] = useSearchParams();
  const brands = useMemo(() => availableBrands(), []);
  const brand = brands.some((b) => b.id === search.get('brand')) ? search.get('brand')! : brands[0]?.id;
  const level: LevelName = isLevelName(search.get('level')) ? (search.get('level') as LevelName) : 'HQ';
  const [profiles, setProfiles] = useState<Record<string, ShellProfile>>();
  const [records, setRecords] = useState<DemoRecords>();
  const [availability, setAvailability] = useState<Availability>('checking');
  const [element, setElement] = useState('');
  const [opening, setOpening] = useState(false);

  useEffect(() => {
    document.title = t('CATALOGUE_TITLE');
    let live = true;
    void Promise.all(brands.map(async (b) => [b.id, await loadBrandProfile(b.id)] as const)).then(
      (loaded) => live && setProfiles(Object.fromEntries(loaded)),
    );
    return () => {
      live = false;
    };
  }, [brands, t]);

  useEffect(() => {
    if (!brand) return;
    let live = true;
    http
      .request<{ result: DemoRecords }>({
        method: 'GET',
        path: '/sandbox/demo-records',
        query: { brand },
        notify: false,
        refresh: false,
      })
      .then(
        (reply) => {
          if (!live) return;
          setRecords(reply.result);
          setAvailability('available');
        },
        () => live && setAvailability('absent'),
      );
    return () => {
      live = false;
    };
  }, [http, brand]);

  const selected = catalogueScreens.find((s) => s.id === screenId);
  const profile = brand ? profiles?.[brand] : undefined;
  const outlines = useMemo(() => {
    if (!selected || !profiles) return undefined;
    return Object.fromEntries(
      brands.map((b) => [
        b.id,
        Object.fromEntries(LEVEL_NAMES.map((l) => [l, screenOutline(selected, profiles[b.id], l)])),
      ]),
    ) as Record<string, Record<LevelName, ScreenOutline>>;
  }, [selected, profiles, brands]);

  if (availability === 'absent') return <Navigate to="/" replace />;
  if (availability === 'checking' || !profiles || !profile || !brand) return <Loading page />;

  const query = (changes: Record<string, string>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) next.set(key, value);
    return `?${next.toString()}`;
  };
  const choose = (changes: Record<string, string>) => setSearch(query(changes).slice(1), { replace: true });
  const outline = selected && outlines?.[brand][level];
  const livePath =
    selected && (records?.paths[selected.id] ?? (selected.route.includes('{') ? undefined : selected.route));
  const source = selected && screenSource(selected.id);
  const elements = outlines ? allElements(Object.values(outlines).flatMap((byLevel) => Object.values(byLevel))) : [];

  async function viewAs() {
    if (!livePath) return;
    setOpening(true);
    try {
      await auth.viewAs(brand!, level);
      void navigate(livePath);
    } finally {
      setOpening(false);
    }
  }

  return (
    <main className="catalogue">
      <h1 tabIndex={-1}>{t('CATALOGUE_TITLE')}</h1>
      <p className="catalogue__intro">{t('CATALOGUE_INTRO')}</p>
      <div className="catalogue__choice">
        <label htmlFor="catalogue-brand">{t('CATALOGUE_BRAND')}</label>
        <select id="catalogue-brand" value={brand} onChange={(event) => choose({ brand: event.target.value })}>
          {brands.map((b) => (
            <option key={b.id} value={b.id}>
              {b.displayName}
            </option>
          ))}
        </select>
        <label htmlFor="catalogue-level">{t('CATALOGUE_LEVEL')}</label>
        <select id="catalogue-level" value={level} onChange={(event) => choose({ level: event.target.value })}>
          {LEVEL_NAMES.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </select>
      </div>
      <div className="catalogue__body">
        <nav aria-label={t('CATALOGUE_SCREENS')} className="catalogue__list">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('CATALOGUE_SCREEN')}</th>
                <th scope="col">{t('CATALOGUE_ROUTE')}</th>
                <th scope="col">{t('CATALOGUE_OPENS', { level })}</th>
              </tr>
            </thead>
            <tbody>
              {catalogueScreens.map((screen) => {
                const opens = screenOutline(screen, profile, level).opens;
                return (
                  <tr key={screen.id} aria-current={screen.id === screenId ? 'page' : undefined}>
                    <td>
                      <Link to={`/catalogue/${screen.id}${query({})}`}>{t(screen.title)}</Link>
                      <div className="catalogue__source">{sourceText(screen.id)}</div>
                    </td>
                    <td>
                      <code>{screen.route}</code>
                    </td>
                    <td>{opens ? t('CATALOGUE_YES') : t('CATALOGUE_NO')}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </nav>
        {selected && outline && outlines ? (
          <section className="catalogue__screen" aria-labelledby="catalogue-screen-title">
            <h2 id="catalogue-screen-title">
              {t(selected.title)} <code>{selected.id}</code>
            </h2>
            <dl className="catalogue__facts">
              <dt>{t('CATALOGUE_ROUTE')}</dt>
              <dd>
                <code>{selected.route}</code>
              </dd>
              <dt>{t('CATALOGUE_SOURCE')}</dt>
              <dd>
                <code>{source ? `${source.file}:${source.line}` : '—'}</code>
              </dd>
              <dt>{t('CATALOGUE_GATE')}</dt>
              <dd>
                <code>{JSON.stringify(selected.gate)}</code>
                {selected.flag && (
                  <>
                    {' '}
                    {t('CATALOGUE_FLAG')} <code>{selected.flag}</code>
                  </>
                )}
              </dd>
            </dl>
            <h3>{t('CATALOGUE_FOR', { level, brand: profile.displayName })}</h3>
            {outline.opens ? (
              <>
                <p>
                  <button
                    type="button"
                    className="button"
                    onClick={() => void viewAs()}
                    disabled={!livePath || opening}
                  >
                    {t('CATALOGUE_VIEW_AS', { level, brand: profile.displayName })}
                  </button>{' '}
                  {livePath ? <code>{livePath}</code> : <span>{t('CATALOGUE_NO_RECORD')}</span>}{' '}
                  {records?.accounts[level] && (
                    <span className="catalogue__account">
                      {t('CATALOGUE_AS_ACCOUNT', { email: records.accounts[level] })}
                    </span>
                  )}
                </p>
                <OutlineView outline={outline} />
              </>
            ) : (
              <p role="status">{t('CATALOGUE_DOES_NOT_OPEN', { level, brand: profile.displayName })}</p>
            )}
            <h3>{t('CATALOGUE_GRID')}</h3>
            <div className="catalogue__element">
              <label htmlFor="catalogue-element">{t('CATALOGUE_ELEMENT')}</label>
              <select id="catalogue-element" value={element} onChange={(event) => setElement(event.target.value)}>
                <option value="">{t('CATALOGUE_ELEMENT_SCREEN')}</option>
                {elements.map((e) => (
                  <option key={e} value={e}>
                    {e}
                  </option>
                ))}
              </select>
            </div>
            <table className="catalogue__grid">
              <caption>{element ? t('CATALOGUE_GRID_ELEMENT', { element }) : t('CATALOGUE_GRID_SCREEN')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('CATALOGUE_BRAND')}</th>
                  {LEVEL_NAMES.map((l) => (
                    <th scope="col" key={l}>
                      {l}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {brands.map((b) => (
                  <tr key={b.id}>
                    <th scope="row">{b.displayName}</th>
                    {LEVEL_NAMES.map((l) => {
                      const cell = outlines[b.id][l];
                      const seen = element ? cell.elements.includes(element) : cell.opens;
                      return (
                        <td key={l} className={seen ? 'catalogue__yes' : 'catalogue__no'}>
                          <Link
                            to={`/catalogue/${selected.id}${query({ brand: b.id, level: l })}`}
                            aria-current={b.id === brand && l === level ? 'true' : undefined}
                            aria-label={`${b.displayName} ${l}: ${seen ? t('CATALOGUE_YES') : t('CATALOGUE_NO')}`}
                          >
                            {/* words, not ✓ / —: axe cannot judge a symbol's contrast and reports it for review */}
                            {seen ? t('CATALOGUE_YES') : t('CATALOGUE_NO')}
                          </Link>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ) : (
          <p className="catalogue__screen">{t('CATALOGUE_PICK')}</p>
        )}
      </div>
    </main>
  );
}

function sourceText(id: string): string {
  const source = screenSource(id);
  return source ? `${source.file}:${source.line}` : '';
}

function OutlineView({ outline }: { outline: ScreenOutline }) {
  const { t } = useTranslation();
  const list = (items: string[]) => (items.length ? items.join(', ') : '—');
  return (
    <dl className="catalogue__facts">
      {outline.columns.length > 0 && (
        <>
          <dt>{t('CATALOGUE_COLUMNS')}</dt>
          <dd>{list(outline.columns)}</dd>
        </>
      )}
      {outline.filters.length > 0 && (
        <>
          <dt>{t('CATALOGUE_FILTERS')}</dt>
          <dd>
            {outline.filters
              .map((f) => `${f.field} ${f.shown ? t('CATALOGUE_SHOWN') : t('CATALOGUE_HIDDEN')}`)
              .join(', ')}
          </dd>
        </>
      )}
      <dt>{t('CATALOGUE_ACTIONS')}</dt>
      <dd>{list(outline.actions)}</dd>
      {outline.panels.length > 0 && (
        <>
          <dt>{t('CATALOGUE_PANELS')}</dt>
          <dd>
            <ul>
              {outline.panels.map((panel) => (
                <li key={panel.id}>
                  <strong>{panel.title ? t(panel.title) : panel.id}</strong> <code>{panel.id}</code> ({panel.kind})
                  {panel.fields.length > 0 && ` · ${t('CATALOGUE_FIELDS')}: ${panel.fields.join(', ')}`}
                  {panel.columns.length > 0 && ` · ${t('CATALOGUE_COLUMNS')}: ${panel.columns.join(', ')}`}
                  {panel.actions.length > 0 && ` · ${t('CATALOGUE_ACTIONS')}: ${panel.actions.join(', ')}`}
                </li>
              ))}
            </ul>
          </dd>
        </>
      )}
    </dl>
  );
}
