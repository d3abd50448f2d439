import { useLocation } from 'react-router';
import { InfoPage } from '../components/info-page';
import { findInfoPath, INFO_PAGES } from '../content/info-pages';

/** One route element for every text-led page; the content is chosen by the current path. */
export default function InfoRoutePage() {
  const { pathname } = useLocation();
  const path = findInfoPath(pathname);
  // The route table mounts this only on info paths, so a miss means a mis-wired route.
  if (!path) return null;
  return <InfoPage content={INFO_PAGES[path]} />;
}
