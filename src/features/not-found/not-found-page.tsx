import { NotFoundBlock } from '../../components/not-found-block';
import { useSiteData } from '../../site-data/site-data-context';
import { useStrings } from '../../i18n/use-strings';
import { usePageTitle } from '../../hooks/use-page-title';

export function NotFoundPage() {
  const data = useSiteData();
  const s = useStrings();
  usePageTitle(s.pages.notFound, data.dbPrincipal.name);
  return <NotFoundBlock />;
}
