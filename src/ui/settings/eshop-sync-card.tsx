import { Button, Callout, Card, FormGroup, InputGroup, Intent, Switch, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { countCs } from '../../domain/text/czech-plural';
import { useLiveRefetch } from '../global/use-live-refetch';
import type { EshopSyncViewModel } from './eshop-sync.view-model';
import { StockComparisonSection } from './stock-comparison-section';
import type { StockComparisonViewModel } from './stock-comparison.view-model';

const LIVE_KINDS = ['eshop-sync'] as const;

/** "Propojení s e-shopem" in the settings (issue 28 item 6); refreshed by the live kind 'eshop-sync'. */
export const EshopSyncCard = observer(function EshopSyncCard({
  vm,
  comparison,
}: {
  vm: EshopSyncViewModel;
  comparison: StockComparisonViewModel;
}) {
  useLiveRefetch(LIVE_KINDS, () => void vm.load());
  const s = vm.status;
  return (
    <Card className="sk-settings__card" data-testid="settings-eshop-sync">
      <h3>Propojení s e-shopem</h3>
      {vm.error && (
        <Callout intent={Intent.DANGER} role="alert" data-testid="eshop-sync-error">
          {vm.error}
        </Callout>
      )}
      {s && (
        <>
          <div className="sk-settings__row">
            <Tag intent={s.connected ? Intent.SUCCESS : Intent.NONE} large data-testid="eshop-sync-state">
              {vm.stateLabel}
            </Tag>
            {s.state_detail && <span data-testid="eshop-sync-state-detail">{s.state_detail}</span>}
          </div>
          {vm.problem && (
            <Callout intent={Intent.WARNING} icon="warning-sign" data-testid="eshop-sync-problem">
              {vm.problem}
            </Callout>
          )}
          {s.state !== 'not_connected' && (
            <>
              <span data-testid="eshop-sync-last-push">Poslední odeslání skladu: {vm.lastPush ?? 'zatím žádné'}</span>
              <span data-testid="eshop-sync-waiting">
                Čeká na odeslání: {countCs(s.rows_waiting, 'změna', 'změny', 'změn')}
              </span>
              {s.rows_covered > 0 && (
                <span data-testid="eshop-sync-covered">
                  Neodesláno, expedici objednávek odečítá e-shop sám:{' '}
                  {countCs(s.rows_covered, 'změna', 'změny', 'změn')}
                </span>
              )}
              <Switch
                label="Odesílat stav skladu do e-shopu"
                checked={s.sync_enabled}
                disabled={vm.busy === 'switch'}
                onChange={(e) => void vm.syncToggled(e.currentTarget.checked)}
                data-testid="eshop-sync-enabled"
              />
            </>
          )}
          {s.rows_failed > 0 && (
            <div data-testid="eshop-sync-failures">
              <strong>Nepovedlo se odeslat: {countCs(s.rows_failed, 'změna', 'změny', 'změn')}</strong>
              <ul className="sk-settings__failures">
                {s.failures.map((f) => (
                  <li key={f.code}>
                    <code>{f.code}</code> – {f.detail}
                  </li>
                ))}
              </ul>
              <Button icon="refresh" loading={vm.busy === 'retry'} onClick={() => void vm.retryClicked()}>
                Zkusit znovu
              </Button>
            </div>
          )}
          {s.connected && <StockComparisonSection vm={comparison} />}
          {!s.connected && (
            <>
              <div>
                <Button
                  intent={Intent.PRIMARY}
                  icon="link"
                  loading={vm.busy === 'connect'}
                  onClick={() => void vm.connectClicked()}
                  data-testid="eshop-sync-connect"
                >
                  Připojit Shoptet
                </Button>
              </div>
              <FormGroup
                label="Nebo vložte privátní API token Shoptetu"
                labelFor="eshop-sync-token"
                helperText="Privátní API token má e-shop s tarifem Premium."
              >
                <div className="sk-settings__row">
                  <InputGroup
                    id="eshop-sync-token"
                    type="password"
                    autoComplete="off"
                    value={vm.token}
                    onValueChange={(v) => vm.tokenTyped(v)}
                    data-testid="eshop-sync-token"
                  />
                  <Button
                    loading={vm.busy === 'token'}
                    disabled={vm.token.trim() === ''}
                    onClick={() => void vm.tokenSubmitted()}
                    data-testid="eshop-sync-token-save"
                  >
                    Připojit tokenem
                  </Button>
                </div>
              </FormGroup>
            </>
          )}
        </>
      )}
    </Card>
  );
});
