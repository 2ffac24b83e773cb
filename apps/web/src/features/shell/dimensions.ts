/** Spec 9 shell dimensions in px. */
export const NAVBAR_WIDTH = 280;
export const NAVBAR_FOLDED_WIDTH = 76;
export const RAIL_WIDTH = 120;
export const RAIL_DENSE_WIDTH = 64;
export const RAIL_PANEL_WIDTH = 280;
export const SIDE_PANEL_WIDTH = 56;
/** A folded navbar expands when the pointer rests on it this long (spec 9 hover delay). */
export const HOVER_EXPAND_MS = 150;
