import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fieldErrorOf } from '../test/field-error.js';
import { Field } from './field.js';

function Email({ initialError = null }: { initialError?: string | null }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(initialError);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setError(value.includes('@') ? null : 'Please enter a valid email address');
      }}
    >
      <Field label="Email address" description="We send the code here." value={value} error={error} onChange={(event) => setValue(event.target.value)} />
      <button type="submit">Continue</button>
    </form>
  );
}

const field = () => screen.getByLabelText('Email address');
const liveRegions = () => document.querySelectorAll('[aria-live]');

describe('the one field (WCAG 2.2 AA: label, invalid state, error tied and announced once)', () => {
  it('has a visible label that names the input, and a description read with it', () => {
    render(<Email />);
    expect(screen.getByText('Email address').tagName).toBe('LABEL');
    expect(field().getAttribute('aria-invalid')).toBeNull();
    const described = field().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('We send the code here.');
    expect(fieldErrorOf(field())).toBeNull();
  });

  it('marks the input invalid and ties the error to it by aria-describedby', () => {
    render(<Email />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(fieldErrorOf(field())).toBe('Please enter a valid email address');
    expect(field().getAttribute('aria-describedby')).toContain(' ');
  });

  it('has one polite live region, mounted before the error, that keeps the same node while the user types', () => {
    render(<Email />);
    expect(liveRegions()).toHaveLength(1);
    const region = liveRegions()[0]!;
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const error = region.firstElementChild;
    expect(error?.textContent).toBe('Please enter a valid email address');
    fireEvent.change(field(), { target: { value: 'ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // The same text in the same node: nothing new for a screen reader to announce.
    expect(liveRegions()[0]).toBe(region);
    expect(region.firstElementChild).toBe(error);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the error shown while the field has focus', () => {
    render(<Email initialError="Required" />);
    field().focus();
    expect(document.activeElement).toBe(field());
    expect(screen.getByText('Required')).toBeTruthy();
    expect(fieldErrorOf(field())).toBe('Required');
  });
});
