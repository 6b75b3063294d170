/** Inline text may contain links written as [label](/internal-path) or [label](https://…) and **bold**; nothing else. */
export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[]; ordered?: boolean }
  | { kind: 'callout'; tone: 'info' | 'urgent'; text: string };
export interface Section { heading: string; blocks: Block[] }
export interface FaqItem { question: string; answer: Block[] }
export interface PageContent {
  title: string;        // the page's single h1
  lead: string;         // one or two sentences under the h1
  sections: Section[];
  faq?: FaqItem[];      // only for the FAQ page
  updated?: string;     // ISO date, for policies (use 2026-11-21)
}
