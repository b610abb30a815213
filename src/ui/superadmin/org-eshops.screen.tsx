import { Button, Callout, Card, Intent, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { ConfigApi } from '../../application/ports/config-api.port';
import { useService } from '../di/container-context';
import { SearchInput } from '../global/search-input';
import { OrgEshopsViewModel } from './org-eshops.view-model';
import './superadmin.css';

/** /superadmin (only is_superadmin): every organisation with its e-shops, searchable. */
const OrgEshopsScreen = observer(function OrgEshopsScreen() {
  const api = useService<ConfigApi>(ConfigApi);
  const [vm] = useState(() => new OrgEshopsViewModel(api));
  useEffect(() => {
    void vm.load();
  }, [vm]);

  return (
    <div className="sk-superadmin" data-testid="superadmin-screen">
      <SearchInput
        label="Hledat organizaci nebo e-shop"
        placeholder="Název nebo ID organizace či e-shopu"
        value={vm.search}
        onChange={(v) => vm.searchChanged(v)}
        loading={vm.loading}
      />
      {vm.error && (
        <Callout intent={Intent.DANGER} role="alert">
          {vm.error} <Button variant="minimal" text="Zkusit znovu" onClick={() => void vm.load()} />
        </Callout>
      )}
      {vm.loading && vm.organisations.length === 0 ? (
        <Spinner size={30} />
      ) : (
        <>
          <p className="sk-superadmin__summary" data-testid="superadmin-summary">
            {vm.summary}
          </p>
          {vm.shown.length === 0 && !vm.error && <p>Hledanému textu neodpovídá žádná organizace ani e-shop.</p>}
          <div className="sk-superadmin__list">
            {vm.shown.map((org) => (
              <Card key={org.org_id} className="sk-superadmin__org" data-testid="superadmin-org">
                <h3>
                  {org.org_name} <span className="sk-superadmin__id">ID {org.org_id}</span>
                </h3>
                {org.eshops.length === 0 ? (
                  <p>Organizace nemá žádný e-shop.</p>
                ) : (
                  <ul>
                    {org.eshops.map((e) => (
                      <li key={e.eshop_id} data-testid="superadmin-eshop">
                        {e.eshop_name} <span className="sk-superadmin__id">ID {e.eshop_id}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
            ))}
          </div>
        </>
      )}
    </div>
  );
});
export default OrgEshopsScreen;
