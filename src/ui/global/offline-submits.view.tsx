import { Button, Callout, Intent, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { WaitingSubmit } from '../../application/offline/offline-store.port';
import { countCs } from '../../domain/text/czech-plural';
import type { OfflineSubmitsStore } from './offline-submits.store';
import './offline-submits.css';

const STATE: Record<WaitingSubmit['state'], { text: string; intent: Intent }> = {
  waiting: { text: 'Čeká na připojení', intent: Intent.WARNING },
  accepted: { text: 'Přijato', intent: Intent.SUCCESS },
  refused: { text: 'Odmítnuto', intent: Intent.DANGER },
};

/** Accepted with some lines refused (sold out by then): the rest landed. */
const stateOf = (s: WaitingSubmit) =>
  s.state === 'accepted' && s.lineErrors?.length
    ? { text: `Přijato, odmítnuto ${s.lineErrors.length}`, intent: Intent.WARNING }
    : STATE[s.state];

const time = (iso: string) => new Date(iso).toLocaleTimeString('cs-CZ', { hour: '2-digit', minute: '2-digit' });

/** The submits stored on this device and, after the replay, the server's answer per line. */
export const OfflineSubmitsPanel = observer(function OfflineSubmitsPanel({
  store,
  online,
}: {
  store: OfflineSubmitsStore;
  online: boolean;
}) {
  const answered = store.submits.some((s) => s.state !== 'waiting');
  return (
    <section className="sk-offline" aria-label="Odeslání bez připojení" data-testid="offline-submits">
      {!online && store.lastOfflineScan && (
        <Callout intent={Intent.WARNING} icon="offline" data-testid="offline-scan-note">
          Bez připojení: {store.lastOfflineScan} nalezen v kopii katalogu uložené v telefonu
          {store.catalogueSavedAt ? ` (z ${time(store.catalogueSavedAt)})` : ''}.
        </Callout>
      )}
      {store.submits.length > 0 && (
        <>
          <h3 className="sk-offline__title">
            Odeslání z tohoto zařízení{store.waiting ? ` – čeká ${store.waiting}` : ''}
          </h3>
          <ul className="sk-offline__list">
            {store.submits.map((s) => (
              <li key={s.key} className="sk-offline__item" data-testid="offline-submit" data-state={s.state}>
                <div className="sk-offline__head">
                  <strong>{s.location}</strong>
                  <span>
                    {countCs(s.lines.length, 'položka', 'položky', 'položek')}, {time(s.createdAt)}
                  </span>
                  <Tag intent={stateOf(s).intent} minimal round>
                    {stateOf(s).text}
                  </Tag>
                </div>
                {s.detail && s.state === 'refused' && <p className="sk-offline__detail">{s.detail}</p>}
                <ul className="sk-offline__lines">
                  {s.lines.map((l, i) => {
                    const refusal = s.lineErrors?.find((e) => e.code === l.code);
                    return (
                      <li key={i} data-code={l.code} data-refused={refusal ? 'true' : undefined}>
                        {l.code} · {l.amount} ks
                        {refusal && <span className="sk-offline__refusal"> – {refusal.detail}</span>}
                      </li>
                    );
                  })}
                </ul>
              </li>
            ))}
          </ul>
          <div className="sk-offline__actions">
            {store.waiting > 0 && (
              <Button
                icon="refresh"
                text="Odeslat teď"
                disabled={!online}
                loading={store.replaying}
                onClick={() => void store.replay()}
              />
            )}
            {answered && (
              <Button variant="minimal" text="Skrýt vyřízené" onClick={() => void store.answeredDismissed()} />
            )}
          </div>
        </>
      )}
    </section>
  );
});
