import { Collapse, Icon, Tag, type IconName } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'wouter';
import type { MenuItem, SubLink } from '../../domain/menu/menu-item';
import type { SideMenuViewModel } from './side-menu.view-model';

/** One generic menu entry of SPEC 2.3: link, external link, divider, or group with sublinks. */
export const MenuItemView = observer(function MenuItemView({ item, vm }: { item: MenuItem; vm: SideMenuViewModel }) {
  const active = vm.isActive(item);
  const [open, setOpen] = useState(active);
  if (item.hidden) return null;
  if (item.divider) return <li className="sk-menu__divider" role="separator" />;
  if (item.subLinks) {
    const toggle = () => {
      if (!open) vm.groupOpened(item);
      setOpen(!open);
    };
    return (
      <li className="sk-menu__group">
        <button
          type="button"
          className={`sk-menu__entry ${active ? 'is-active-group' : ''}`}
          aria-expanded={open}
          onClick={toggle}
          disabled={item.disabled}
          data-testid={item.testId}
        >
          <EntryBody item={item} />
          <Icon icon={open ? 'chevron-up' : 'chevron-down'} className="sk-menu__chevron" />
        </button>
        <Collapse isOpen={open} keepChildrenMounted>
          <ul className="sk-menu__sublist">
            {item.subLinks
              .filter((s) => !s.hidden)
              .map((s) => (
                <li key={s.to ?? s.href ?? s.text}>
                  <LinkEntry link={s} vm={vm} />
                </li>
              ))}
          </ul>
        </Collapse>
      </li>
    );
  }
  return (
    <li>
      <LinkEntry link={item} vm={vm} />
    </li>
  );
});

const LinkEntry = observer(function LinkEntry({ link, vm }: { link: SubLink; vm: SideMenuViewModel }) {
  const cls = `sk-menu__entry ${vm.isActive(link) ? 'is-active' : ''} ${link.disabled ? 'is-disabled' : ''}`;
  if (link.divider) return <div className="sk-menu__divider" role="separator" />;
  if (link.disabled)
    return (
      <span className={cls} aria-disabled data-testid={link.testId}>
        <EntryBody item={link} />
      </span>
    );
  if (link.href) {
    return (
      <a className={cls} href={link.href} target="_blank" rel="noopener noreferrer" data-testid={link.testId}>
        <EntryBody item={link} />
        <Icon icon="share" size={12} className="sk-menu__external" title="Otevře se v nové záložce" />
      </a>
    );
  }
  return (
    <Link
      href={link.to ?? '/'}
      className={cls}
      data-testid={link.testId}
      aria-current={vm.isActive(link) ? 'page' : undefined}
      onClick={() => vm.navigatedByMenu()}
    >
      <EntryBody item={link} />
    </Link>
  );
});

function EntryBody({ item }: { item: SubLink }) {
  return (
    <>
      {item.image ? (
        <img src={item.image} alt="" className="sk-menu__image" />
      ) : item.icon ? (
        <Icon icon={item.icon as IconName} className="sk-menu__icon" />
      ) : (
        <span className="sk-menu__icon" />
      )}
      <span className="sk-menu__text">{item.text}</span>
      {item.label && (
        <Tag minimal round className="sk-menu__label">
          {item.label}
        </Tag>
      )}
      {item.notification && (
        <Tag
          round
          intent={item.notification.variant ?? 'danger'}
          className="sk-menu__chip"
          data-testid={item.testId ? `${item.testId}-badge` : undefined}
        >
          {item.notification.value}
        </Tag>
      )}
    </>
  );
}
