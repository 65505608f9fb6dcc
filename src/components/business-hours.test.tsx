import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testRecord, withPage } from '../../tests/support/page';
import { BusinessHours, type HoursLayout } from './business-hours';

const record = testRecord({
  extra: { dbPrincipal: { name: 'Oak', workdays: [{ day: 'Monday - Friday' }, { day: 'Saturday' }], workHours: [{ hour: '7:00 AM - 6:00 PM' }, { hour: '8:00 AM - 2:00 PM' }] } },
});

describe('BusinessHours (issue 14 item 2: one component for every place hours are drawn)', () => {
  it.each<HoursLayout>(['table', 'stacked', 'inline'])('draws each day with its hours as a description list (%s)', (layout) => {
    const { container } = render(withPage(<BusinessHours layout={layout} />, { record }));
    const dl = container.querySelector('dl')!;
    const pairs = [...dl.querySelectorAll('dt')].map((dt) => [dt.textContent!.replace(/: $/, ''), dt.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Monday - Friday', '7:00 AM - 6:00 PM'],
      ['Saturday', '8:00 AM - 2:00 PM'],
    ]);
  });

  it('reads "day: hours" inline, as the footer always did', () => {
    const { container } = render(withPage(<BusinessHours layout="inline" />, { record }));
    expect(container.querySelector('dl > div')!.textContent).toBe('Monday - Friday: 7:00 AM - 6:00 PM');
  });

  it('draws nothing without hours', () => {
    const { container } = render(withPage(<BusinessHours layout="table" />, { record: testRecord({ extra: { dbPrincipal: { name: 'Oak' } } }) }));
    expect(container.querySelector('dl')).toBeNull();
  });
});
