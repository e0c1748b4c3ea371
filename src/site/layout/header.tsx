import { useReducer, useRef, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { COMPANY } from '../../content/company';
import { MOBILE_MENU_BREAKPOINT_PX } from '../../content/constants';
import { CATALOGUE_MENU_ENTRY, MENU } from '../../content/menu';
import type { MenuItem, SubmenuItem } from '../../content/types';
import {
  CaretIcon,
  CloseIcon,
  DownloadIcon,
  LogoMark,
  MenuIcon,
  PhoneIcon,
} from '../components/icons';
import { HeaderCart } from './header-cart';
import { closedMenu, menuAt, menuReducer } from './menu-state';
import { isHeaderFixed } from './scroll-maths';
import { useMediaQuery } from '../components/use-media-query';
import { useMenuLabel, useSiteText } from '../i18n/site-words';
import { useScrollDerived } from './use-window';

const COMPACT_QUERY = `(max-width: ${MOBILE_MENU_BREAKPOINT_PX}px)`;

/** 'Pvt. Ltd.', shown under the short name. */
const LEGAL_SUFFIX = COMPANY.name.slice(COMPANY.shortName.length).trim();

function isExternal(path: string) {
  return /^https?:\/\//.test(path);
}

function SubLink({ item }: { item: SubmenuItem }) {
  const { siteText } = useSiteText();
  const label = useMenuLabel();
  if (item.target || isExternal(item.path)) {
    return (
      <a
        href={item.path}
        target={item.target ? '_blank' : undefined}
        rel="noopener noreferrer"
        className="site-nav__sublink"
      >
        {label(item.name)}
        {item.target && <span className="visually-hidden"> {siteText.opensInNewTab}</span>}
      </a>
    );
  }
  return (
    <Link to={item.path} className="site-nav__sublink">
      {label(item.name)}
    </Link>
  );
}

interface EntryProps {
  item: MenuItem;
  /** Undefined before the window is known: both widths' controls, CSS shows one. */
  compact: boolean | undefined;
  open: boolean;
  onToggle: (id: number) => void;
}

/** Marks a control that exists for one width only while the other's is in the HTML too. */
function only(width: 'wide' | 'compact', compact: boolean | undefined) {
  return compact === undefined ? { 'data-only': width } : {};
}

function MenuEntry({ item, compact, open, onToggle }: EntryProps) {
  const { siteText } = useSiteText();
  const name = useMenuLabel()(item.name);
  const subId = `submenu-${item.id}`;
  if (item.dropdownMenu.length === 0) {
    return (
      <li className="site-nav__item">
        <NavLink to={item.path ?? '/'} end className="site-nav__link">
          {name}
        </NavLink>
      </li>
    );
  }
  // At 1200 px and less the whole top item is the toggle; on wide screens the item
  // stays a link and a separate caret button opens the submenu for keyboard and touch.
  const itemToggle = (
    <button
      type="button"
      className="site-nav__link site-nav__toggle"
      aria-expanded={open}
      aria-controls={subId}
      onClick={() => onToggle(item.id)}
      {...(item.path ? only('compact', compact) : {})}
    >
      {name}
      <CaretIcon />
    </button>
  );
  const wide = (path: string) => (
    <>
      <NavLink to={path} className="site-nav__link" {...only('wide', compact)}>
        {name}
      </NavLink>
      <button
        type="button"
        className="site-nav__caret"
        aria-expanded={open}
        aria-controls={subId}
        aria-label={siteText.submenuOf(name)}
        onClick={() => onToggle(item.id)}
        {...only('wide', compact)}
      >
        <CaretIcon />
      </button>
    </>
  );
  return (
    <li className="site-nav__item site-nav__item--parent" data-open={open}>
      {item.path && compact !== true ? wide(item.path) : null}
      {!item.path || compact !== false ? itemToggle : null}
      <ul id={subId} className="site-nav__sub">
        {item.dropdownMenu.map((sub) => (
          <li key={sub.id}>
            <SubLink item={sub} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * Logo, main menu, catalogue download, the 'Call Any Time' phone and 'Inquire Now'.
 * Past HEADER_FIXED_AFTER_PX it is fixed to the top with a slide-down; its slot keeps the same
 * height in the page so nothing below moves.
 */
export function Header() {
  const { siteText } = useSiteText();
  const label = useMenuLabel();
  const location = useLocation();
  const compact = useMediaQuery(COMPACT_QUERY);
  const fixed = useScrollDerived(isHeaderFixed);
  const [stored, dispatch] = useReducer(menuReducer, location.key, closedMenu);
  const menu = menuAt(stored, location.key);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const locationKey = location.key;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    if (menu.openId !== null) {
      dispatch({ type: 'closeSubmenu', locationKey });
      const opener = document.querySelector<HTMLElement>(
        `[aria-controls="submenu-${menu.openId}"]`,
      );
      opener?.focus();
    } else if (menu.mobileOpen) {
      dispatch({ type: 'closeAll', locationKey });
      toggleRef.current?.focus();
    }
  };

  return (
    <div className="header-slot">
      <header
        className="site-header"
        data-fixed={fixed}
        data-compact={compact}
        data-menu-open={compact === true && menu.mobileOpen}
        onKeyDown={onKeyDown}
      >
        <div className="container site-header__bar">
          {/* The link's name is its visible text, then where it goes. */}
          <Link to="/" className="logo">
            <LogoMark />
            <span className="logo__text">
              <span className="logo__name">{COMPANY.shortName}</span>{' '}
              <span className="logo__suffix">{LEGAL_SUFFIX}</span>
            </span>
            <span className="visually-hidden"> {siteText.homePage}</span>
          </Link>

          {compact !== false && (
            <button
              type="button"
              ref={toggleRef}
              className="menu-toggle"
              {...only('compact', compact)}
              aria-expanded={menu.mobileOpen}
              aria-controls="site-menu"
              aria-label={siteText.menu}
              onClick={() => dispatch({ type: 'toggleMobile', locationKey })}
            >
              {menu.mobileOpen ? <CloseIcon /> : <MenuIcon />}
            </button>
          )}
          {compact !== false && (
            // Without JavaScript the button above cannot open the menu: this link to the site
            // map, which names every page, takes its place (mobile-menu.css).
            <Link
              to="/site-map"
              className="menu-toggle menu-toggle--map"
              {...only('compact', compact)}
              aria-label={`${siteText.menu}: ${siteText.siteMap}`}
            >
              <MenuIcon />
            </Link>
          )}

          <nav className="site-nav" id="site-menu" aria-label={siteText.mainMenu}>
            <ul className="site-nav__list">
              {MENU.map((item) => (
                <MenuEntry
                  key={item.id}
                  item={item}
                  compact={compact}
                  open={menu.openId === item.id}
                  onToggle={(id) => dispatch({ type: 'toggleSubmenu', id, locationKey })}
                />
              ))}
              <li className="site-nav__item site-nav__catalogue">
                <a href={CATALOGUE_MENU_ENTRY.path} download className="site-nav__link">
                  <DownloadIcon />
                  <span className="site-nav__catalogue-text">
                    {label(CATALOGUE_MENU_ENTRY.name)}
                  </span>
                  <span className="visually-hidden"> {siteText.downloadPdf}</span>
                </a>
              </li>
            </ul>
          </nav>

          <a href={COMPANY.phone.href} className="call-block">
            <span className="call-block__icon">
              <PhoneIcon />
            </span>
            <span className="call-block__text">
              <span className="call-block__label">{siteText.callAnyTime}</span>{' '}
              <span className="call-block__phone">{COMPANY.phone.display}</span>
            </span>
          </a>

          <Link to="/inquiry" className="btn btn--accent site-header__cta">
            {siteText.inquireNow}
          </Link>

          <HeaderCart compact={compact} />
        </div>
      </header>
    </div>
  );
}
