import { Dialog, DialogBody, Icon, type IconName } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { SideMenuViewModel } from './side-menu.view-model';

/** 'Ostatní služby': the sibling apps, each opening in a new tab (R-MENU-10, R-MENU-13). */
export const OtherServicesDialog = observer(function OtherServicesDialog({ vm }: { vm: SideMenuViewModel }) {
  return (
    <Dialog
      isOpen={vm.otherServicesOpen}
      title="Ostatní služby"
      onClose={() => vm.otherServicesClosed()}
      className="sk-dialog sk-services"
      style={{ width: 420, maxWidth: 'calc(100vw - 24px)' }}
    >
      <DialogBody>
        {vm.siblingApps.length === 0 ? (
          <p>Žádné další služby nejsou k dispozici.</p>
        ) : (
          <ul className="sk-services__list" data-testid="other-services">
            {vm.siblingApps.map((s) => (
              <li key={s.module}>
                <a href={s.url} target="_blank" rel="noopener noreferrer" className="sk-services__link">
                  <Icon icon={s.icon as IconName} size={20} />
                  <span className="sk-services__title">{s.title}</span>
                  <Icon icon="share" size={12} />
                </a>
              </li>
            ))}
          </ul>
        )}
      </DialogBody>
    </Dialog>
  );
});
