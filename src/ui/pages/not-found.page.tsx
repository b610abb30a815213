import { Button, NonIdealState } from '@blueprintjs/core';
import { Link } from 'wouter';

/** Any unknown address (R-ROUTE-05). */
export default function NotFoundPage() {
  return (
    <div className="sk-page sk-page--center" data-testid="not-found-page">
      <NonIdealState
        icon="search"
        title="Stránka nenalezena"
        description="Adresa, kterou hledáte, neexistuje."
        action={
          <Link href="/" asChild>
            <Button icon="home" text="Na úvodní stránku" />
          </Link>
        }
      />
    </div>
  );
}
