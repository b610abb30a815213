import { HomeLinkPage } from './home-link-page';

/** Any unknown address (R-ROUTE-05). */
export default function NotFoundPage() {
  return (
    <HomeLinkPage
      testId="not-found-page"
      icon="search"
      title="Stránka nenalezena"
      description="Adresa, kterou hledáte, neexistuje."
    />
  );
}
