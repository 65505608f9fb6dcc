import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SectionBoundary } from './section-boundary';
import { Section } from './sections/section';
import { testRecord, withPage } from '../../tests/support/page';

function Broken(): never {
  throw new Error('bad record field');
}

// React reports errors a boundary caught through console.error; the failing part is expected here.
let errorSpy: ReturnType<typeof vi.spyOn>;
let warnSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  errorSpy.mockRestore();
  warnSpy.mockRestore();
});

describe('SectionBoundary', () => {
  it('keeps the neighbours of a section that throws on screen', () => {
    render(
      <main>
        <SectionBoundary name="before">
          <p>Before the broken part</p>
        </SectionBoundary>
        <SectionBoundary name="broken">
          <Broken />
        </SectionBoundary>
        <SectionBoundary name="after">
          <p>After the broken part</p>
        </SectionBoundary>
      </main>,
    );
    expect(screen.getByText('Before the broken part')).toBeTruthy();
    expect(screen.getByText('After the broken part')).toBeTruthy();
    expect(warnSpy).toHaveBeenCalledWith(expect.stringContaining('broken'), 'bad record field', expect.any(String));
  });

  it('shows the fallback in place of the broken part', () => {
    render(
      <SectionBoundary name="route" fallback={<p role="alert">Could not show this</p>}>
        <Broken />
      </SectionBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Could not show this');
  });

  it('renders again once the reset key changes (a fresh record may fix the part)', () => {
    let fail = true;
    function Sometimes() {
      if (fail) throw new Error('not yet');
      return <p>Recovered</p>;
    }
    const { rerender } = render(
      <SectionBoundary name="x" resetKey={1}>
        <Sometimes />
      </SectionBoundary>,
    );
    expect(screen.queryByText('Recovered')).toBeNull();
    fail = false;
    rerender(
      <SectionBoundary name="x" resetKey={2}>
        <Sometimes />
      </SectionBoundary>,
    );
    expect(screen.getByText('Recovered')).toBeTruthy();
  });
});

describe('Section (page band)', () => {
  it('contains a failure to its own band: the bands around it still render with their headings', () => {
    render(
      withPage(
        <>
          <Section id="one" title="First band">
            <p>First content</p>
          </Section>
          <Section id="two" title="Broken band">
            <Broken />
          </Section>
          <Section id="three" title="Third band">
            <p>Third content</p>
          </Section>
        </>,
        { record: testRecord() },
      ),
    );
    expect(screen.getByRole('heading', { name: 'First band' })).toBeTruthy();
    expect(screen.getByText('Third content')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Broken band' })).toBeNull();
  });
});
