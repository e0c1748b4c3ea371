import { dealerById } from '../../content/dealers';
import { dealerIdOf } from '../../submissions/envelope-summary';
import type { SubmissionDocument } from '../../submissions/kind';

/**
 * How staff's subject names the dealer a lead was sent to: by its name in the dealer list when
 * the id is one of ours, else as an unknown dealer with the id it came with (a checked slug),
 * never as a name, since anyone can post any id.
 */
export function dealerInSubject(document: SubmissionDocument): string | undefined {
  const id = dealerIdOf(document);
  if (id === undefined) return undefined;
  const dealer = dealerById(id);
  return dealer ? `to dealer ${dealer.name}` : `to unknown dealer ${id}`;
}
