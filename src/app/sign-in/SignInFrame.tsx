import { useContext, type ReactNode } from 'react';
import { useTranslation } from '../../runtime/useTranslation';
import { logoUrl } from '../brand/brandCatalog';
import { useSession } from '../AppServicesContext';
import { usePageTitle } from '../routing/usePageTitle';
import { AvailableBrandsContext } from './AvailableBrandsContext';
import './signInTexts';

/** The frame of the logged-out pages: brand logo (the only brand, or the last brand used, when known), title, content. */
export function SignInFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { brand: lastBrand } = useSession();
  const brands = useContext(AvailableBrandsContext);
  usePageTitle(title);
  // the deployment's only brand, else the last brand used here if it is still offered
  const brand = brands.length === 1 ? brands[0].id : brands.some((b) => b.id === lastBrand) ? lastBrand : undefined;
  const logo = brand ? logoUrl(brand) : logoUrl('default');
  return (
    <main className="sign-in" id="main">
      <section className="sign-in__card" aria-labelledby="sign-in-title">
        {/* issue 24: the logo's box is known before it arrives (every brand logo is 40 px high), so nothing moves */}
        {logo && <img className="sign-in__logo" src={logo} alt="" height={40} />}
        <h1 id="sign-in-title">{t(title)}</h1>
        {children}
      </section>
    </main>
  );
}
