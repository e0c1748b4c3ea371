import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Lightbox, type LightboxImage } from './lightbox';

const IMAGES: LightboxImage[] = [1, 2, 3].map((n) => ({
  src: `images/${n}.svg`,
  alt: `Photo ${n}`,
  width: 800,
  height: 600,
}));

function shownAlt() {
  return screen.getByRole('dialog').querySelector('img')?.getAttribute('alt');
}

function Opener({ start = 0 }: { start?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open gallery
      </button>
      <Lightbox
        images={IMAGES}
        isOpen={open}
        currentIndex={start}
        onClose={() => setOpen(false)}
        label="Plant gallery"
      />
    </>
  );
}

describe('Lightbox', () => {
  it('renders nothing while closed', () => {
    render(<Lightbox images={IMAGES} isOpen={false} onClose={() => {}} currentIndex={0} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a labelled native modal dialog showing the image at currentIndex', () => {
    render(<Lightbox images={IMAGES} isOpen onClose={() => {}} currentIndex={1} label="Gallery" />);
    const dialog = screen.getByRole('dialog', { name: 'Gallery' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveProperty('open', true);
    expect(shownAlt()).toBe('Photo 2');
  });

  it('closes on a click beside the image but not on the image', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Lightbox images={IMAGES} isOpen onClose={onClose} currentIndex={0} />);
    await user.click(screen.getByRole('img', { name: 'Photo 1' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('dialog').querySelector('[part="backdrop"]')!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('wraps from the first image to the last with Previous, and back with Next', async () => {
    const user = userEvent.setup();
    render(<Lightbox images={IMAGES} isOpen onClose={() => {}} currentIndex={0} />);
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(shownAlt()).toBe('Photo 3');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shownAlt()).toBe('Photo 1');
  });

  it('moves with ArrowLeft and ArrowRight and closes on Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Lightbox images={IMAGES} isOpen onClose={onClose} currentIndex={2} />);
    await user.keyboard('{ArrowRight}');
    expect(shownAlt()).toBe('Photo 1');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shownAlt()).toBe('Photo 2');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the new image when currentIndex changes', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <Lightbox images={IMAGES} isOpen onClose={() => {}} currentIndex={0} />,
    );
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shownAlt()).toBe('Photo 2');
    rerender(<Lightbox images={IMAGES} isOpen onClose={() => {}} currentIndex={2} />);
    expect(shownAlt()).toBe('Photo 3');
  });

  it('moves focus into the dialog, locks page scroll, and gives both back on close', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open gallery' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'Close image viewer' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open gallery' }));
    const close = screen.getByRole('button', { name: 'Close image viewer' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous image' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });
});
