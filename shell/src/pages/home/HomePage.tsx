import { COMPANY } from '../../config/company';
import { BannerCarousel } from './BannerCarousel';
import { ContactSection } from './ContactSection';
import { NoticeTicker } from './NoticeTicker';
import { ServiceGrid } from './ServiceGrid';
import './home.css';

/** Home (spec 1 §2.3). Session storage is cleared by the route's loader, before this renders. */
export function HomePage() {
  return (
    <div className="home">
      <h1 className="visually-hidden">{COMPANY.homeTitle}</h1>
      <div className="shell-container">
        <NoticeTicker />
        <BannerCarousel />
        <ServiceGrid />
        <ContactSection />
      </div>
    </div>
  );
}
