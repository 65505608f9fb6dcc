import { LinkInBioPage } from '../../features/link-in-bio/link-in-bio-page';

export default function FindUsOnRoute() {
  return <LinkInBioPage />;
}
