/** Google Tag Manager in the page: the one thing the app loads from the internet, and only when the admin set an id. */
export interface TagManagerLoader {
  /** Adds the container's script once; a second call with the same id does nothing. */
  load(containerId: string): void;
}
export const TagManagerLoader = Symbol.for('TagManagerLoader');
