import type { TorqueStartup } from './startup.js';

declare global {
  interface Window {
    /** Set by the inline start-up script in index.html (src/boot/startup.js). */
    __torque?: TorqueStartup;
  }
}
