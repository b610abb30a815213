import { Spinner } from '@blueprintjs/core';
import { Suspense, type ReactNode } from 'react';
import { Redirect, Route, Switch, useParams } from 'wouter';
import { isDocumentType } from '../../domain/routing/route-table';
import { NotFoundScreen, SCREENS, type Screen } from './screen-table';

/** Routes the router draws itself: a redirect, a check of the parameter before the row's screen. */
const SPECIAL: Partial<Record<string, (screen: Screen | undefined) => ReactNode>> = {
  inventory: () => <Redirect to="/inventory/overview" replace />,
  documents: (screen) => screen && <Documents screen={screen} />,
};

/**
 * SPEC 2.1 inside the signed-in shell, in the screen table's match order; the guard has already decided
 * who may see what. Routes with no screen (login, offline, appLoading) are drawn outside the shell.
 */
export function AppRoutes() {
  return (
    <Suspense
      fallback={
        <div className="sk-page sk-page--center">
          <Spinner size={40} />
        </div>
      }
    >
      <Switch>
        {SCREENS.map(({ name, path, screen }) => {
          const special = SPECIAL[name];
          if (special)
            return (
              <Route key={name} path={path}>
                {special(screen)}
              </Route>
            );
          return screen ? <Route key={name} path={path} component={screen} /> : null;
        })}
        <Route component={NotFoundScreen} />
      </Switch>
    </Suspense>
  );
}

/** R-ROUTE-03: only receipt and issue; anything else is notFound. */
function Documents({ screen: DocumentList }: { screen: Screen }) {
  const { type } = useParams<{ type: string }>();
  return isDocumentType(type) ? <DocumentList /> : <NotFoundScreen />;
}
