// What forms and the toast library share. It imports nothing, so the part of the toasts that
// loads with a page and the part that loads on demand can both name these without either
// importing the other.

/** What a form tells the visitor: the spec's message and, when known, what to do about it. */
export interface Notice {
  message: string;
  detail?: string | undefined;
}

export interface Notifier {
  /** Announced politely; dismisses the error toasts the form showed before. */
  success(notice: Notice): void;
  /** Announced at once. */
  error(notice: Notice): void;
  /**
   * The summary of a form that lists its wrong fields itself: shown, but not announced, since
   * the form's own summary is the one alert screen readers hear. It takes the place of the
   * previous one.
   */
  invalid(notice: Notice): void;
  /** Dismisses the error toasts the form showed before (a success that has no toast). */
  clear(): void;
}
