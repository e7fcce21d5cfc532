import { useEffect } from 'react';
import { BannerCarousel } from './BannerCarousel';
import { ContactSection } from './ContactSection';
import { NoticeTicker } from './NoticeTicker';
import { ServiceGrid } from './ServiceGrid';

export function HomePage() {
  // Spec 1 §2.2: visiting / clears session storage (drafts of any flow left half-way).
  useEffect(() => sessionStorage.clear(), []);
  return (
    <div className="home">
      <div className="shell-container">
        <NoticeTicker />
      </div>
      <div className="shell-container">
        <BannerCarousel />
      </div>
      <div className="shell-container">
        <ServiceGrid />
        <ContactSection />
      </div>
    </div>
  );
}
