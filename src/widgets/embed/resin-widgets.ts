// The partner embed loader (GUIDE 4). Filled in by the widgets work.
export {};
