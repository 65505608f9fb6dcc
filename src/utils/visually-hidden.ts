/**
 * Hides text visually but keeps it for screen readers. Sizes are strings on purpose: in MUI's
 * `sx`, `width: 1` means 100%, which once made hidden spans full width and pages scroll sideways.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
