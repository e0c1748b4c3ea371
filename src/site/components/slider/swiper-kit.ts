// Everything the two home sliders need from Swiper, in one chunk that the page imports only after
// the first paint (see use-swiper-kit.ts). Named module imports let the bundler drop the rest.
import Swiper from 'swiper';
import { A11y, Autoplay, EffectFade } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/effect-fade';

export { A11y, Autoplay, EffectFade, Swiper };
