/**
 * Wrapped (not ejected) so that the colour mode toggle costs nothing while the
 * switch is disabled, as it is here (SPEC §2: light mode only). The theme's
 * component renders nothing in that case but still brings the toggle and its
 * three icons into every page's JavaScript; this wrapper loads them only if the
 * switch is enabled again in docusaurus.config.ts.
 */
import React, {lazy, Suspense} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import type {Props} from '@theme/Navbar/ColorModeToggle';

const NavbarColorModeToggle = lazy(() => import('@theme-original/Navbar/ColorModeToggle'));

export default function NavbarColorModeToggleWrapper(props: Props): React.ReactElement | null {
  if (useThemeConfig().colorMode.disableSwitch) return null;
  return (
    <Suspense fallback={null}>
      <NavbarColorModeToggle {...props} />
    </Suspense>
  );
}
