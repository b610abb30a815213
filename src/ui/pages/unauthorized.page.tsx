import { HomeLinkPage } from './home-link-page';

/** /unauthorized (R-NAV-04). */
export default function UnauthorizedPage() {
  return (
    <HomeLinkPage
      testId="unauthorized-page"
      icon="lock"
      title="Nedostatečná oprávnění"
      description="K této stránce nemáte přístup. Pokud ho potřebujete, požádejte správce organizace o úpravu role."
    />
  );
}
