import type { Me } from '@competencyhub/domain/schemas/profiles';
import { type ComponentType, useState } from 'react';
import { UserMenuFace, userMenuTriggerClass } from './user-menu-face.tsx';

type Dropdown = ComponentType<{ me: Me; openedWith: 'pointer' | 'keyboard' | null }>;

let loading: Promise<Dropdown> | undefined;
let loaded: Dropdown | undefined;

/** The menu's module, fetched once; a failed fetch is tried again on the next use. */
function loadDropdown(): Promise<Dropdown> {
  loading ??= import('./user-menu-dropdown.tsx').then(
    (module) => {
      loaded = module.default;
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const prefetch = () => {
  loadDropdown().catch(() => {});
};

/**
 * The user menu (spec section 2). Its menu library (Radix with its positioning engine, 16 KB on the
 * wire) is needed only once the menu is opened, so every page's first visit goes without it: the
 * button looks the same from the start, starts fetching the menu when pointed at or focused, and
 * opens it when pressed (click, Enter, Space or Arrow Down; from the keyboard with its first item
 * focused, as the library does). From then on the library's own menu is the button, focus returning
 * to it when the menu closes.
 */
export function UserMenu({ me }: { me: Me }) {
  const [Dropdown, setDropdown] = useState<Dropdown | undefined>(() => loaded);
  const [openedWith, setOpenedWith] = useState<'pointer' | 'keyboard' | null>(null);
  if (Dropdown) return <Dropdown me={me} openedWith={openedWith} />;

  const open = (how: 'pointer' | 'keyboard') => {
    setOpenedWith(how);
    loadDropdown().then(
      (component) => setDropdown(() => component),
      () => setOpenedWith(null),
    );
  };
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={userMenuTriggerClass}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      // A click without a pointer (detail 0) is Enter or Space.
      onClick={(event) => open(event.detail === 0 ? 'keyboard' : 'pointer')}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        open('keyboard');
      }}
    >
      <UserMenuFace user={me.user} />
    </button>
  );
}
