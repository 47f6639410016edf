import type { ReactNode } from 'react';
import { Link } from 'react-router';

// The tags of the prose pages' translated sentences (`t.rich('<b>Access:</b> ...', { b: bold })`).

/** `<b>words</b>`: the words in bold. */
export const bold = (chunks: ReactNode[]) => <strong key={String(chunks[0])}>{chunks}</strong>;

/** A tag's link to one of the app's pages (`<link>contact form</link>`, with `link: linkTo('/contact')`). */
export const linkTo = (to: string) => (chunks: ReactNode[]) => (
  <Link key={to} to={to}>
    {chunks}
  </Link>
);
