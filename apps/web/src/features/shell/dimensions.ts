/** Spec 9 shell dimensions in px. */
export const NAVBAR_WIDTH = 280;
