import type { Page } from 'playwright-core';

/** The Swiper chunk, which only pages that show a slider may download. */
export const SWIPER_KIT = /\/assets\/swiper-kit-[^/]+\.js$/;

export interface SwiperView {
  running: boolean;
  paused: boolean;
  speed: number;
  loop: boolean;
  effect: string;
  delay: number | null;
  spaceBetween: number;
  perView: number;
  realIndex: number;
}

/** What the Swiper instance inside `root` is set to and doing (Swiper keeps it on its element). */
export function swiperView(page: Page, root: string): Promise<SwiperView> {
  return page.locator(`${root} .swiper`).evaluate((el): SwiperView => {
    type Instance = {
      realIndex: number;
      autoplay: { running: boolean; paused: boolean };
      params: {
        speed: number;
        loop: boolean;
        effect: string;
        spaceBetween: number;
        slidesPerView: number;
        autoplay: false | { delay: number; enabled?: boolean };
      };
    };
    const swiper = (el as HTMLElement & { swiper: Instance }).swiper;
    const autoplay = swiper.params.autoplay;
    return {
      running: swiper.autoplay.running,
      paused: swiper.autoplay.paused,
      speed: swiper.params.speed,
      loop: swiper.params.loop,
      effect: swiper.params.effect,
      delay: autoplay && autoplay.enabled !== false ? autoplay.delay : null,
      spaceBetween: swiper.params.spaceBetween,
      perView: swiper.params.slidesPerView,
      realIndex: swiper.realIndex,
    };
  });
}

/** The card a looping slider shows first (Swiper's realIndex ignores its own reordering). */
export async function realIndex(page: Page, root: string): Promise<number> {
  return (await swiperView(page, root)).realIndex;
}

/** Waits until Swiper has taken over the slider inside `root`. */
export function swiperReady(page: Page, root: string) {
  return page.locator(`${root} .swiper-initialized`).waitFor();
}

/** Width of the first slide's box and of the slider, to compare the row before and after Swiper. */
export function slideFit(page: Page, root: string) {
  return page.locator(`${root} .swiper`).evaluate((el) => {
    const slide = el.querySelector('.swiper-slide')!.getBoundingClientRect();
    return { slider: el.getBoundingClientRect().width, slide: slide.width, top: slide.top };
  });
}

/** Sum of layout shifts so far, as Lighthouse counts them (shifts after input excluded). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((done) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // The buffered entries arrive in a task queued by observe(), before the next frame's.
        requestAnimationFrame(() => requestAnimationFrame(() => done(total)));
      }),
  );
}
