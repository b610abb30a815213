import { H2, NonIdealState } from '@blueprintjs/core';

/** What a screen shows until its own view is built: just its title. */
export function ScreenPlaceholder({ title }: { title: string }) {
  return (
    <section className="sk-page" data-testid="screen-placeholder">
      <H2 className="sk-page__title">{title}</H2>
      <NonIdealState icon="build" description="Tato obrazovka se připravuje." />
    </section>
  );
}
