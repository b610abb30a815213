import { Button, NonIdealState } from '@blueprintjs/core';
import { Link } from 'wouter';

/** /unauthorized (R-NAV-04). */
export default function UnauthorizedPage() {
  return (
    <div className="sk-page sk-page--center" data-testid="unauthorized-page">
      <NonIdealState
        icon="lock"
        title="Nedostatečná oprávnění"
        description="K této stránce nemáte přístup. Pokud ho potřebujete, požádejte správce organizace o úpravu role."
        action={
          <Link href="/" asChild>
            <Button icon="home" text="Na úvodní stránku" />
          </Link>
        }
      />
    </div>
  );
}
