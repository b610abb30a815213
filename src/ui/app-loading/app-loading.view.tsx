import { Button, Callout, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { useService } from '../di/container-context';
import { AppConfigStore, SessionStore } from '../di/tokens';

/** /appLoading: loads the configuration, then continues to nextUrl (SPEC 2.1, navigation guard step 2). */
export const AppLoadingView = observer(function AppLoadingView() {
  const config = useService<AppConfigStore>(AppConfigStore);
  const session = useService<SessionStore>(SessionStore);
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const next = safeNextUrl(params.get('nextUrl'));

  useEffect(() => {
    if (!session.signedIn) {
      navigate(`/login?nextUrl=${encodeURIComponent(next)}`, { replace: true });
      return;
    }
    let cancelled = false;
    void config.load().then((ok) => {
      if (ok && !cancelled) navigate(next, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [config, session, session.signedIn, navigate, next]);

  if (config.error) {
    return (
      <div className="centered-page">
        <Callout intent={Intent.DANGER} title="Nastavení se nepodařilo načíst">
          {config.error}
        </Callout>
        <Button
          intent={Intent.PRIMARY}
          text="Zkusit znovu"
          onClick={() => void config.load().then((ok) => ok && navigate(next, { replace: true }))}
        />
      </div>
    );
  }
  return <NonIdealState icon={<Spinner />} title="Načítám sklad…" className="centered-page" />;
});

/** Only same-app paths: a crafted nextUrl must not send the user to another site. */
export function safeNextUrl(raw: string | null): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/appLoading') || raw.startsWith('/login'))
    return '/';
  return raw;
}
