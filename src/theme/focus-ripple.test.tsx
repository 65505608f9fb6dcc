import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import { ThemeProvider } from '@mui/material/styles';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildTheme, defaultStyles } from './theme';

/**
 * A control the keyboard reached shows the site's ring and nothing that keeps moving: MUI's focus
 * ripple pulses (an animation with no end) for as long as the control keeps focus, which the home
 * page's estimate dialog gives its close button as it opens.
 */
describe('a control focused from the keyboard', () => {
  it.each([
    ['Button', <Button key="b">Send</Button>],
    ['IconButton', <IconButton key="i" aria-label="Close">x</IconButton>],
    ['Fab', <Fab key="f" aria-label="Call">c</Fab>],
  ])('%s: focus-visible, with no pulsing ripple under the ring', async (_name, control) => {
    const user = userEvent.setup();
    const { container } = render(<ThemeProvider theme={buildTheme(defaultStyles)}>{control}</ThemeProvider>);
    await user.tab();
    const button = screen.getByRole('button');
    expect(document.activeElement).toBe(button);
    // MUI saw the keyboard's focus (the class the ring's own rule and MUI's focus ripple key on).
    expect(button.className).toContain('Mui-focusVisible');
    // The ripple mounts its pulsing child in an effect after focus: give it the chance.
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(container.querySelectorAll('.MuiTouchRipple-childPulsate, .MuiTouchRipple-ripplePulsate')).toHaveLength(0);
  });
});
