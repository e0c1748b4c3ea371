import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOnDemand } from './use-on-demand';

describe('useOnDemand', () => {
  it('downloads nothing until asked, then gives the module', async () => {
    const importer = vi.fn(() => Promise.resolve({ name: 'lightbox' }));
    const { result } = renderHook(() => useOnDemand(importer));
    expect(importer).not.toHaveBeenCalled();
    expect(result.current[0]).toBeNull();
    act(() => result.current[1]());
    await waitFor(() => expect(result.current[0]).toEqual({ name: 'lightbox' }));
  });

  it('stays empty after a failed download and tries again on the next call', async () => {
    const importer = vi
      .fn<() => Promise<{ name: string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ name: 'lightbox' });
    const { result } = renderHook(() => useOnDemand(importer));
    await act(async () => result.current[1]());
    expect(result.current[0]).toBeNull();
    act(() => result.current[1]());
    await waitFor(() => expect(result.current[0]).toEqual({ name: 'lightbox' }));
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
