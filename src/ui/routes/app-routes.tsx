import { Spinner } from '@blueprintjs/core';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, Switch, useParams } from 'wouter';
import { isDocumentType, ROUTES, type RouteName } from '../../domain/routing/route-table';
import { screens } from './screen-slots';

/** Routes drawn by something other than their screen slot: a redirect, a check of the parameter. */
const SPECIAL: Partial<Record<RouteName, () => ReactNode>> = {
  inventory: () => <Redirect to="/inventory/overview" replace />,
  documents: () => <Documents />,
};

/**
 * SPEC 2.1 inside the signed-in shell, in the route table's match order; the guard has already decided
 * who may see what. Routes with no screen here (login, offline, appLoading) are drawn outside the shell.
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
        {ROUTES.map(({ name, path }) => {
          const special = SPECIAL[name];
          if (special)
            return (
              <Route key={name} path={path}>
                {special()}
              </Route>
            );
          const screen = (screens as Partial<Record<RouteName, ComponentType>>)[name];
          return screen ? <Route key={name} path={path} component={screen} /> : null;
        })}
        <Route component={screens.notFound} />
      </Switch>
    </Suspense>
  );
}

/** R-ROUTE-03: only receipt and issue; anything else is notFound. */
function Documents() {
  const { type } = useParams<{ type: string }>();
  return isDocumentType(type) ? <screens.documents /> : <screens.notFound />;
}
