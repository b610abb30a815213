import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The camera scanner panel, mounted once by the shell, and only after a screen calls
 * ScannerSlotStore.open(), so nothing of the camera loads on the first screen.
 */
export const ScannerPanelSlot: LazyExoticComponent<ComponentType> = lazy(() => import('../scanner/scanner-panel.slot'));
