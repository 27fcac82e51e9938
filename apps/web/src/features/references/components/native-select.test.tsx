// The one native select of the reference forms: labelled, "Choose…" first, the options with their labels, the value chosen.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NativeSelect } from './native-select';

afterEach(cleanup);

describe('NativeSelect', () => {
  it('offers Choose… then each option by its label, and reports the value chosen', async () => {
    const onChange = vi.fn();
    render(<NativeSelect id="kind" label="Reference type" options={['Manager', 'Peer']} optionLabel={(v) => `${v}!`} chooseLabel="Choose…" onChange={onChange} helperText="Required" />);
    const select = screen.getByLabelText(/Reference type/) as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Choose…'],
      ['Manager', 'Manager!'],
      ['Peer', 'Peer!'],
    ]);
    await userEvent.setup().selectOptions(select, 'Peer');
    expect(onChange).toHaveBeenCalled();
    expect(select.value).toBe('Peer');
    expect(screen.getByText('Required')).toBeTruthy();
  });
});
