// The start token a form gets with its proof-of-work challenge: when the form was first touched
// and which form it is, signed by the gateway. Apart from the spam defence's other constants, so
// only the code that fetches and checks tokens carries it.

export const START_TOKEN = {
  /**
   * How long a start token may be sent: a form left open longer fetches a new one on its next
   * touch (and then waits the shortest fill time again). Each token goes with one submission.
   */
  ttlMs: 2 * 60 * 60_000,
  /** The challenge route's query parameter naming the form the token is for (a kind's name). */
  formParam: 'form',
} as const;
