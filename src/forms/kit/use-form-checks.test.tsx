import { act, renderHook } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { deferred } from '../../../testing/unit/form-kit';
import { useFormChecks } from './use-form-checks';

it('loads once, and a submit made while loading waits for the checks; only the last one runs', async () => {
  const arrival = deferred<{ rule: string }>();
  const load = vi.fn(() => arrival.promise);
  const { result } = renderHook(() => useFormChecks(load));
  expect(result.current.checks).toBeNull();
  const ran: string[] = [];
  act(() => {
    void result.current.prepare();
    void result.current.prepare();
    result.current.whenReady(() => ran.push('first submit'), vi.fn());
    result.current.whenReady((checks) => ran.push(`second submit, ${checks.rule}`), vi.fn());
  });
  expect(load).toHaveBeenCalledTimes(1);
  expect(ran).toEqual([]);
  await act(async () => arrival.resolve({ rule: 'checks' }));
  expect(ran).toEqual(['second submit, checks']);
  expect(result.current.checks).toEqual({ rule: 'checks' });
  // Once here, a submit runs at once.
  act(() => result.current.whenReady(() => ran.push('third submit'), vi.fn()));
  expect(ran).toHaveLength(2);
  expect(ran[1]).toBe('third submit');
});

it('reports a failed load to the submit that waited, and tries again on the next one', async () => {
  const load = vi
    .fn<() => Promise<string>>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValueOnce('checks');
  const { result } = renderHook(() => useFormChecks(load));
  const failed = vi.fn();
  const ran = vi.fn();
  await act(async () => {
    result.current.whenReady(ran, failed);
  });
  expect(failed).toHaveBeenCalledWith(new Error('offline'));
  expect(ran).not.toHaveBeenCalled();
  await act(async () => {
    result.current.whenReady(ran, failed);
  });
  expect(ran).toHaveBeenCalledWith('checks');
  expect(load).toHaveBeenCalledTimes(2);
});
