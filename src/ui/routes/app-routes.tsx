import { Spinner } from '@blueprintjs/core';
import { Suspense } from 'react';
import { Redirect, Route, Switch, useParams } from 'wouter';
import { isDocumentType } from '../../domain/routing/route-table';
import { ROUTE_BY_NAME } from '../../domain/routing/route-table';
import { screens } from './screen-slots';

const path = (name: keyof typeof ROUTE_BY_NAME) => ROUTE_BY_NAME[name].path;

/** SPEC 2.1 inside the signed-in shell; the guard has already decided who may see what. */
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
        <Route path={path('home')} component={screens.home} />
        <Route path={path('movementLog')} component={screens.movementLog} />
        <Route path={path('exports')} component={screens.exports} />
        <Route path={path('inventory')}>
          <Redirect to="/inventory/overview" replace />
        </Route>
        <Route path={path('inventoryOverview')} component={screens.inventoryOverview} />
        <Route path={path('inventoryLayout')} component={screens.inventoryLayout} />
        <Route path={path('productsAo')} component={screens.productsAo} />
        <Route path={path('products')} component={screens.products} />
        <Route path={path('chaosLocations')} component={screens.chaosLocations} />
        <Route path={path('relocationRules')} component={screens.relocationRules} />
        <Route path={path('stocktaking')} component={screens.stocktaking} />
        <Route path={path('stockTakingsDetail')} component={screens.stockTakingsDetail} />
        <Route path={path('documentDetail')} component={screens.documentDetail} />
        <Route path={path('documents')} component={Documents} />
        <Route path={path('eanSettings')} component={screens.eanSettings} />
        <Route path={path('batchSettings')} component={screens.batchSettings} />
        <Route path={path('batchInit')} component={screens.batchInit} />
        <Route path={path('printing')} component={screens.printing} />
        <Route path={path('settings')} component={screens.settings} />
        <Route path={path('productDiffs')} component={screens.productDiffs} />
        <Route path={path('superadmin')} component={screens.superadmin} />
        <Route path={path('unauthorized')} component={screens.unauthorized} />
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
