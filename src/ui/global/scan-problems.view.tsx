import { Button } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { ScanProblems } from './scan-problems';

/** Scans that could not be used, each until the worker dismisses it. */
export const ScanProblemList = observer(function ScanProblemList({ problems }: { problems: ScanProblems }) {
  if (problems.items.length === 0) return null;
  return (
    <ul className="sk-scan__problems" aria-label="Nepoužité skeny" data-testid="scan-problems">
      {problems.items.map((p) => (
        <li key={p.id} className="sk-scan__problem" data-testid="scan-problem" data-code={p.code}>
          <span className="sk-scan__problem-text">{p.text}</span>
          <Button
            variant="minimal"
            size="small"
            icon="cross"
            aria-label={`Skrýt: ${p.text}`}
            onClick={() => problems.dismiss(p.id)}
          />
        </li>
      ))}
      {problems.items.length > 1 && (
        <li className="sk-scan__problem sk-scan__problem--all">
          <Button variant="minimal" size="small" text="Skrýt vše" onClick={() => problems.clear()} />
        </li>
      )}
    </ul>
  );
});
