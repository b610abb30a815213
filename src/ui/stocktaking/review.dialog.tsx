import { movementsCs } from '../../domain/text/czech-plural';
import { Button, Callout, Classes, Dialog, HTMLTable, Intent, SegmentedControl } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { czechPlural, locationsCs } from '../../domain/text/czech-plural';
import type { CheckChange, MovedChoice } from '../../application/stocktaking/stocktaking-api.port';
import type { StocktakingReview } from './stocktaking-review';

const amount = (n: number | null) => (n === null ? '?' : String(n));

/**
 * The differences before commit. Lines whose stock moved after counting come first, each with the
 * choice: keep the difference seen at count time, or keep the counted amount.
 */
const SHOWN_UNCOUNTED = 10;

function uncountedText(names: readonly string[]): string {
  const shown = names.slice(0, SHOWN_UNCOUNTED).join(', ');
  const more = names.length > SHOWN_UNCOUNTED ? ` a další (${names.length - SHOWN_UNCOUNTED})` : '';
  const verb = czechPlural(names.length, 'nebyla spočítána', 'nebyly spočítány', 'nebylo spočítáno');
  return `${locationsCs(names.length)} ${verb}: ${shown}${more}. Zaúčtováním se tam nic nezmění.`;
}

export const ReviewDialog = observer(function ReviewDialog({
  review,
  blind,
  uncounted,
}: {
  review: StocktakingReview;
  blind: boolean;
  /** Locations of the check nobody counted: committing leaves their stock as it is. */
  uncounted: readonly string[];
}) {
  return (
    <Dialog isOpen={review.open} onClose={() => review.closed()} title="Rozdíly inventury" className="sk-inv__review">
      <div className={Classes.DIALOG_BODY} data-testid="review">
        {uncounted.length > 0 && !review.committed && (
          <Callout intent={Intent.WARNING} title="Nespočítané pozice" data-testid="review-uncounted">
            {uncountedText(uncounted)}
          </Callout>
        )}
        {review.moved.length > 0 && (
          <>
            <Callout intent={Intent.WARNING} title="Po spočítání se zásoba změnila">
              U těchto řádků se po spočítání naskladňovalo nebo vyskladňovalo. Vyberte, co ponechat.
            </Callout>
            {review.moved.map((c) => (
              <MovedLine key={`${c.location_name}|${c.code}|${c.sarze_id ?? 0}`} review={review} change={c} />
            ))}
          </>
        )}
        {review.unmoved.length > 0 ? (
          <HTMLTable compact striped className="sk-inv__table">
            <thead>
              <tr>
                <th>Pozice</th>
                <th>Produkt</th>
                <th>Evid.</th>
                <th>Spočítáno</th>
              </tr>
            </thead>
            <tbody>
              {review.unmoved.map((c) => (
                <tr key={`${c.location_name}|${c.code}|${c.sarze_id ?? 0}`} data-testid="review-line">
                  <td>{c.location_name}</td>
                  <td>{c.name ?? c.code}</td>
                  <td>{amount(c.before_amount)}</td>
                  <td>{c.after_amount}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        ) : (
          review.moved.length === 0 && <p>Žádné rozdíly: zaúčtováním se zásoby nezmění.</p>
        )}
        {blind && <p className="sk-inv__muted">Slepá inventura: evidované množství vidí jen ten, kdo ji založil.</p>}
        {review.errors.length > 0 && (
          <Callout intent={Intent.DANGER} role="alert" data-testid="commit-errors">
            <ul>
              {review.errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          </Callout>
        )}
        {review.committed && (
          <Callout intent={Intent.SUCCESS} role="status">
            Zaúčtováno: {movementsCs(review.committed.movements)}.
          </Callout>
        )}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text="Zavřít" onClick={() => review.closed()} />
          {!review.committed && (
            <Button
              intent={Intent.PRIMARY}
              icon="tick"
              text={uncounted.length ? 'Zaúčtovat bez nich' : 'Zaúčtovat inventuru'}
              loading={review.committing}
              onClick={() => void review.commitClicked()}
              data-testid="commit"
            />
          )}
        </div>
      </div>
    </Dialog>
  );
});

const MovedLine = observer(function MovedLine({ review, change }: { review: StocktakingReview; change: CheckChange }) {
  const moved = change.moved_after_count ?? 0;
  return (
    <div className="sk-inv__moved" data-testid="moved-line" data-code={change.code}>
      <div>
        <strong>{change.name ?? change.code}</strong> · {change.location_name}
      </div>
      <div className="sk-inv__muted">
        Při počítání evid. {amount(change.before_amount)}, spočítáno {change.after_amount}, potom{' '}
        {moved > 0 ? `+${moved}` : moved} ks, nyní evid. {amount(change.stock_now)}.
      </div>
      <SegmentedControl
        small
        fill
        value={review.choiceOf(change)}
        onValueChange={(v) => review.choiceChanged(change, v as MovedChoice)}
        options={[
          { value: 'difference', label: `Ponechat rozdíl (${amount(review.resultOf(change, 'difference'))})` },
          { value: 'counted', label: `Ponechat spočítané (${change.after_amount})` },
        ]}
      />
    </div>
  );
});
