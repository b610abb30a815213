import { Button, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { formatDateTimeCs } from '../../domain/dates/format-date';
import type { ShoplistExtrasViewModel } from './shoplist-extras.view-model';

/** The list's comments, oldest first, and a field to add one. */
export const Comments = observer(function Comments({ vm }: { vm: ShoplistExtrasViewModel }) {
  return (
    <section className="sk-ao__comments" aria-label="Komentáře">
      <h3 className="sk-ao__group-title">Komentáře ({vm.comments.length})</h3>
      <ul className="sk-card-list">
        {vm.comments.map((c) => (
          <li key={c.id} data-testid="comment">
            <span className="sk-ao__card-meta">
              {c.client_name} · {formatDateTimeCs(new Date(c.created_at))}
            </span>
            <p>{c.body}</p>
          </li>
        ))}
      </ul>
      <TextArea
        fill
        aria-label="Nový komentář"
        placeholder="Napište komentář k dodávce…"
        value={vm.commentText}
        onChange={(e) => vm.commentTyped(e.currentTarget.value)}
      />
      <Button
        text="Přidat komentář"
        icon="comment"
        disabled={!vm.commentText.trim() || vm.busy}
        onClick={() => void vm.commentSubmitted()}
      />
    </section>
  );
});
