// The landing route: where the landing page meets the live service list.

import { LandingPage } from '../../features/landing/components/landing-page';
import { ServiceList } from '../../features/services/components/service-list';

export function LandingRoute() {
  return <LandingPage services={<ServiceList />} />;
}
