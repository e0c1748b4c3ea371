import { useId, type ReactNode } from 'react';
import { BLOG_TEXT } from '../../../content/blog-text';
import type { ArticleBlock, Picture as PictureEntry } from '../../../content/types';
import { Picture } from '../../components/picture';

type TableBlock = Extract<ArticleBlock, { type: 'table' }>;

function ArticleTable({ block }: { block: TableBlock }) {
  const captionId = useId();
  const [, ...columns] = block.head;
  return (
    // A wide table scrolls inside its own box, which can take focus so a keyboard can scroll it.
    <div className="post__table" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId}>{block.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{block.head[0]}</th>
            {columns.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row) => {
            const [first, ...rest] = row;
            return (
              <tr key={first}>
                <th scope="row">{first}</th>
                {rest.map((cell, index) => (
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Block({ block }: { block: ArticleBlock }) {
  switch (block.type) {
    case 'p':
      return <p>{block.text}</p>;
    case 'h2':
      return <h2>{block.text}</h2>;
    case 'ul':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'quote':
      return (
        <figure className="post__quote">
          <blockquote>
            <p>{block.text}</p>
          </blockquote>
          <figcaption>
            <cite>{block.cite}</cite>
          </figcaption>
        </figure>
      );
    case 'table':
      return <ArticleTable block={block} />;
  }
}

function Pictures({ pictures }: { pictures: readonly PictureEntry[] }) {
  return (
    <div className="post__pictures" role="group" aria-label={BLOG_TEXT.articlePictures}>
      {pictures.map((picture) => (
        <Picture key={picture.src} picture={picture} />
      ))}
    </div>
  );
}

/**
 * The article's blocks, each as its own element (headings, paragraphs, lists, quotations with
 * their source, tables with caption and header cells). The story's pictures go before its
 * second heading, or halfway through an article with fewer headings.
 */
export function ArticleBlocks({
  blocks,
  pictures,
}: {
  blocks: readonly ArticleBlock[];
  pictures: readonly PictureEntry[];
}) {
  const headings = blocks.flatMap((block, index) => (block.type === 'h2' ? [index] : []));
  const picturesAt = headings[1] ?? Math.ceil(blocks.length / 2);
  const out: ReactNode[] = [];
  blocks.forEach((block, index) => {
    if (index === picturesAt) out.push(<Pictures key="pictures" pictures={pictures} />);
    out.push(<Block key={index} block={block} />);
  });
  return <div className="post__body">{out}</div>;
}
