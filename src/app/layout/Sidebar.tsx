import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { NavLink, useLocation } from 'react-router-dom';
import { Icon } from '../../components/icons';
import { hasTemporaryMenu } from '../../features/menu/menuClasses';
import {
  mainItemSelected,
  selectedMenuHasSubItemsChanged,
  temporaryMenuDismissed,
  windowResized,
} from '../../features/menu/menuSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { MENU_ITEMS, mainItemForPath, type MenuItem } from '../menuItems';
import messages from '../messages';

export const SIDEBAR_ID = 'torque-sidebar';

export function Sidebar({ items = MENU_ITEMS }: { items?: MenuItem[] }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const containerClassnames = useAppSelector((s) => s.menu.containerClassnames);
  const routeItem = mainItemForPath(pathname, items);
  // The main item whose sub-menu is open: the route's, until another main item is chosen on
  // this page.
  const [chosen, setChosen] = useState<{ id: string; onPath: string } | null>(null);
  const viewing = chosen?.onPath === pathname ? chosen.id : routeItem?.id;
  const setViewing = (id: string) => setChosen({ id, onPath: pathname });
  const sidebarRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    dispatch(selectedMenuHasSubItemsChanged(Boolean(routeItem?.subs?.length)));
  }, [routeItem, dispatch]);

  useEffect(() => {
    const onResize = () => dispatch(windowResized(window.innerWidth));
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [dispatch]);

  // A menu shown over the page closes on a click elsewhere or on Escape.
  const temporary = hasTemporaryMenu(containerClassnames);
  useEffect(() => {
    if (!temporary) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (sidebarRef.current?.contains(target) || target?.closest('[data-menu-button]')) return;
      dispatch(temporaryMenuDismissed());
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch(temporaryMenuDismissed());
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [temporary, dispatch]);

  const viewingItem = items.find((item) => item.id === viewing);

  return (
    <div className="torque-sidebar" id={SIDEBAR_ID} ref={sidebarRef}>
      <nav className="torque-main-menu" aria-label={intl.formatMessage(messages.mainMenu)}>
        <ul className="nav flex-column">
          {items.map((item) => {
            const hasSubs = Boolean(item.subs?.length);
            return (
              <li className="nav-item" key={item.id}>
                <NavLink
                  to={hasSubs ? item.subs![0].to : item.to}
                  className={() => `nav-link${item.id === viewing ? ' active' : ''}`}
                  aria-current={item.id === routeItem?.id ? 'page' : undefined}
                  aria-expanded={hasSubs ? item.id === viewing : undefined}
                  onClick={(event) => {
                    if (hasSubs) {
                      // A main item with a sub-menu opens it; its pages are chosen there.
                      event.preventDefault();
                      setViewing(item.id);
                    }
                    dispatch(mainItemSelected({ hasSubItems: hasSubs }));
                  }}
                >
                  {item.icon && <Icon name={item.icon} className="torque-menu-icon" />}
                  <span>{intl.formatMessage(item.label)}</span>
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <nav
        className="torque-sub-menu"
        aria-label={viewingItem ? intl.formatMessage(viewingItem.label) : undefined}
        hidden={!viewingItem?.subs?.length}
      >
        <ul className="nav flex-column">
          {viewingItem?.subs?.map((sub) => (
            <li className="nav-item" key={sub.id}>
              <NavLink to={sub.to} className="nav-link" onClick={() => dispatch(temporaryMenuDismissed())}>
                {intl.formatMessage(sub.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
