import { afterEach, describe, expect, it } from 'vitest';
import { emit, type ResinEvent } from './emit';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('emit()', () => {
  it('reaches a listener on document from inside a shadow root, with its detail', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const inner = document.createElement('button');
    host.attachShadow({ mode: 'open' }).append(inner);

    const seen: ResinEvent<'resin-submitted'>[] = [];
    document.addEventListener('resin-submitted', (event) => seen.push(event), { once: true });
    emit(inner, 'resin-submitted', { form: 'inquiry', id: 'application.123' });

    expect(seen).toHaveLength(1);
    expect(seen[0]?.detail).toEqual({ form: 'inquiry', id: 'application.123' });
    // Seen from outside, the event comes from the widget element, not its insides.
    expect(seen[0]?.target).toBe(host);
  });

  it('sends resin-failed with the message the visitor saw, bubbling and composed', () => {
    const host = document.createElement('resin-contact-form');
    const wrapper = document.createElement('section');
    wrapper.append(host);
    document.body.append(wrapper);

    const seen: ResinEvent<'resin-failed'>[] = [];
    wrapper.addEventListener('resin-failed', (event) => seen.push(event));
    emit(host, 'resin-failed', { form: 'contact', message: 'Failed to send message' });

    expect(seen[0]?.detail).toEqual({ form: 'contact', message: 'Failed to send message' });
    expect(seen[0]?.bubbles).toBe(true);
    expect(seen[0]?.composed).toBe(true);
  });
});
