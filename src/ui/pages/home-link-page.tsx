import { Button, NonIdealState, type IconName } from '@blueprintjs/core';
import { Link } from 'wouter';

/** A full page that only says why the user cannot go on, and leads back to the home page. */
export function HomeLinkPage(props: { testId: string; icon: IconName; title: string; description: string }) {
  return (
    <div className="sk-page sk-page--center" data-testid={props.testId}>
      <NonIdealState
        icon={props.icon}
        title={props.title}
        description={props.description}
        action={
          <Link href="/" asChild>
            <Button icon="home" text="Na úvodní stránku" />
          </Link>
        }
      />
    </div>
  );
}
