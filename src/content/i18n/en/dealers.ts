// The dealer finder's words: the dealers page and the <resin-dealer-locator> widget.
export { DEALER_TEXT as dealerText } from '../../dealer-text';
