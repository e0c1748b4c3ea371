/** The toast library's side of the toasts, loaded on the first notice (see toast-demand.ts). */
export { createNotifier } from './notify';
