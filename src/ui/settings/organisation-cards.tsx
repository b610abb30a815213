import { Button, Callout, Card, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { countCs } from '../../domain/text/czech-plural';
import type { OrganisationViewModel } from './organisation.view-model';
import type { TagManagerViewModel } from './tag-manager.view-model';

const MODE_LABELS = { basic: 'základní režim', chaos: 'chaotický režim' } as const;

/** The tag-manager id of the e-shop (R-UI-11). Without one the app loads nothing from the internet. */
export const TagManagerCard = observer(function TagManagerCard({ vm }: { vm: TagManagerViewModel }) {
  return (
    <Card className="sk-settings__card" data-testid="settings-tag-manager">
      <h3>Google Tag Manager</h3>
      <p className="bp6-text-muted">
        Nechte prázdné, pokud měření nepoužíváte: aplikace pak nic z internetu nenačítá a funguje i v uzavřené síti.
      </p>
      <FormGroup label="ID kontejneru" labelFor="settings-tag-manager-id">
        <InputGroup
          id="settings-tag-manager-id"
          placeholder="GTM-XXXXXX"
          value={vm.text}
          onValueChange={(v) => vm.typed(v)}
          intent={vm.error ? Intent.DANGER : Intent.NONE}
          data-testid="tag-manager-id"
        />
      </FormGroup>
      {vm.error && (
        <Callout intent={Intent.DANGER} role="alert" data-testid="tag-manager-error">
          {vm.error}
        </Callout>
      )}
      {vm.saved && (
        <Callout intent={Intent.SUCCESS} role="status" data-testid="tag-manager-saved">
          Uloženo.
        </Callout>
      )}
      <div>
        <Button
          intent={Intent.PRIMARY}
          icon="floppy-disk"
          loading={vm.saving}
          onClick={() => void vm.saveClicked()}
          data-testid="tag-manager-save"
        >
          Uložit
        </Button>
      </div>
    </Card>
  );
});

/** Who works in the organisation (GET /clients/) and its e-shops' stock modes ({settings}/balic_a_sklad/config/). */
export const OrganisationCard = observer(function OrganisationCard({ vm }: { vm: OrganisationViewModel }) {
  const o = vm.overview;
  return (
    <Card className="sk-settings__card" data-testid="settings-organisation">
      <h3>Organizace</h3>
      {vm.error && <Callout intent={Intent.WARNING}>{vm.error}</Callout>}
      {o && (
        <>
          <h4>{countCs(o.users.length, 'uživatel', 'uživatelé', 'uživatelů')}</h4>
          <ul data-testid="organisation-users">
            {o.users.map((u) => (
              <li key={u.client_id}>{u.client_name}</li>
            ))}
          </ul>
          <h4>E-shopy</h4>
          <ul data-testid="organisation-eshops">
            {o.eshops.map((e) => (
              <li key={e.eshop_id}>
                {e.eshop_name} ({MODE_LABELS[e.mode]})
              </li>
            ))}
          </ul>
          {o.sharedApps.length > 0 && <p>Nastavení sdílí s aplikacemi: {o.sharedApps.join(', ')}.</p>}
        </>
      )}
    </Card>
  );
});
