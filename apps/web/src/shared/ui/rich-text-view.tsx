import Linkify from 'linkify-react';
import type { Opts } from 'linkifyjs';
import { isLinkable, isSafeHref, parseRichText } from './rich-text';

const linkOptions: Opts = {
  defaultProtocol: 'https',
  target: '_blank',
  rel: 'noopener noreferrer nofollow',
  validate: (value, type) => type === 'email' || (type === 'url' && isLinkable(value)),
  render: ({ attributes, content }) => {
    const href = String(attributes.href ?? '');
    // Only web and mail addresses pass `validate`; anything else would stay text.
    if (!isSafeHref(href)) return <span>{content}</span>;
    return (
      <a href={href} target="_blank" rel="noopener noreferrer nofollow">
        {content}
      </a>
    );
  },
};

function Linked({ text }: { text: string }) {
  return <Linkify options={linkOptions}>{text}</Linkify>;
}

/** A message's text with links and the markdown subset as React elements (no HTML is parsed). */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {parseRichText(text).map((segment, index) => {
        const key = `${index}:${segment.kind}`;
        switch (segment.kind) {
          case 'code':
            return <code key={key}>{segment.text}</code>;
          case 'bold':
            return (
              <strong key={key}>
                <Linked text={segment.text} />
              </strong>
            );
          case 'italic':
            return (
              <em key={key}>
                <Linked text={segment.text} />
              </em>
            );
          default:
            return <Linked key={key} text={segment.text} />;
        }
      })}
    </>
  );
}
