// Types of webxla/threads (threads.js).
import type * as webxla from "./webxla.js";

export interface LoadOptions {
  /** The CPU backend's threads, the caller's included: an integer from 1 to 65. Default:
   * `navigator.hardwareConcurrency`. Pages that are not cross-origin isolated get 1. */
  threads?: number;
}

/** webxla's API, initialised; the threaded build's when the page can share memory. */
export type Webxla = Omit<typeof webxla, "default" | "initSync">;

/** Loads and initialises webxla once; later calls return the same module. */
export function loadWebxla(options?: LoadOptions): Promise<Webxla>;
