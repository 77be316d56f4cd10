import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from '../../runtime/useTranslation';
import menu from '../../../schemas/menu.json';
import { useAppServices, useSession } from '../AppServicesContext';
import { logoUrl } from '../brand/brandCatalog';
import { useSignedInProfile } from '../brand/ProfileContext';
import { QuickLookup } from '../lookup/QuickLookup';
import { navigate as navigateInShell } from '../routing/nativeHistory';
import { shellScreens } from '../routing/shellScreens';
import { APP_VERSION } from '../version';
import { visibleMenu, type MenuItem } from './visibleMenu';

/** Below 900 px the side menu stacks above the page instead of beside it (app.css). */
function narrow(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(max-width: 899px)').matches === true;
}

/** 000 §2 Layout: header (brand logo, menu toggle, top menu, quick lookup), side menu (entries, signed-in e-mail, logout, version). */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { auth } = useAppServices();
  const { user } = useSession();
  const { profile, gateContext } = useSignedInProfile();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => !narrow());
  // On a narrow screen the open menu sits above the page: once an entry is chosen, the page comes first.
  useEffect(() => {
    if (narrow()) setOpen(false);
  }, [pathname]);
  const top = useMemo(() => visibleMenu(menu.top as MenuItem[], gateContext), [gateContext]);
  const side = useMemo(() => visibleMenu(menu.side as MenuItem[], gateContext, shellScreens), [gateContext]);
  const logo = logoUrl(profile.id, profile.logo);

  async function logout() {
    await auth.logout();
    // /login is the shell's page (docs/decisions/2460): by now the session's end has taken this tree away, so the
    // shell's navigation, not the router's, leaves the next user at /login remembering no page to return to
    navigateInShell('/login', { replace: true });
  }

  return (
    <div className={open ? 'shell shell--menu-open' : 'shell'}>
      <a className="skip-link" href="#main">
        {t('SKIP_TO_CONTENT')}
      </a>
      <header className="shell__header">
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls="side-menu"
          onClick={() => setOpen((o) => !o)}
        >
          <span className="menu-toggle__bars" aria-hidden="true" />
          <span className="menu-toggle__label">{t('MENU_TOGGLE')}</span>
        </button>
        <NavLink to="/" className="shell__brand">
          {logo ? <img src={logo} alt={profile.displayName} height={32} /> : <span>{profile.displayName}</span>}
        </NavLink>
        <nav className="top-menu" aria-label={t('MENU_TOP')}>
          <ul>
            {top.map((item) => (
              <li key={item.entry}>
                <NavLink to={item.route} end>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <QuickLookup />
      </header>
      <div className="shell__body">
        <aside id="side-menu" className="side-menu" hidden={!open}>
          <nav aria-label={t('MENU_MAIN')}>
            <ul>
              {side.map((item) => (
                <li key={item.entry}>
                  <NavLink to={item.route} end={item.route === '/'}>
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="side-menu__footer">
            <p className="side-menu__user">
              <span className="visually-hidden">{t('MENU_SIGNED_IN_AS')} </span>
              {user?.email}
            </p>
            <button type="button" className="button" onClick={logout}>
              {t('MENU_LOGOUT')}
            </button>
            <p className="side-menu__version">{t('MENU_VERSION', { version: APP_VERSION })}</p>
          </div>
        </aside>
        <main id="main" className="shell__main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
