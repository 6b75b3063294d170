import { Anchor, Blockquote, Code, List, Text, Title } from '@mantine/core';
import { Fragment, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { parseMarkdown, type MarkdownBlock, type MarkdownInline as InlineNode } from '@wellbeing/shared/markdown';

/**
 * Inline markdown (from the shared safe parser) as React elements. Harbour's own paths open in the app.
 * Links are underlined: in running text colour alone does not tell a link from the words around it (WCAG
 * 1.4.1; in the dark scheme the link colour is close to the text's).
 */
export function MarkdownInline({ nodes }: { nodes: readonly InlineNode[] }): ReactNode {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={i}>{node.value}</Fragment>;
      case 'break':
        return <br key={i} />;
      case 'strong':
        return (
          <strong key={i}>
            <MarkdownInline nodes={node.children} />
          </strong>
        );
      case 'em':
        return (
          <em key={i}>
            <MarkdownInline nodes={node.children} />
          </em>
        );
      case 'code':
        return <Code key={i}>{node.value}</Code>;
      case 'link':
        if (node.href.startsWith('/')) {
          return (
            <Anchor key={i} component={Link} to={node.href} underline="always" inherit>
              <MarkdownInline nodes={node.children} />
            </Anchor>
          );
        }
        return (
          <Anchor key={i} href={node.href} underline="always" inherit {...(node.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            <MarkdownInline nodes={node.children} />
            {node.external ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
          </Anchor>
        );
    }
  });
}

function Block({ block }: { block: MarkdownBlock }) {
  switch (block.type) {
    case 'heading':
      return (
        <Title order={block.level} mt="xl" mb="xs">
          <MarkdownInline nodes={block.children} />
        </Title>
      );
    case 'paragraph':
      return (
        <Text component="p" my="sm">
          <MarkdownInline nodes={block.children} />
        </Text>
      );
    case 'list':
      return (
        <List type={block.ordered ? 'ordered' : 'unordered'} spacing={6} my="sm" withPadding>
          {block.items.map((item, i) => (
            <List.Item key={i}>
              <MarkdownInline nodes={item} />
            </List.Item>
          ))}
        </List>
      );
    case 'quote':
      return (
        <Blockquote my="md" p="md">
          <MarkdownInline nodes={block.children} />
        </Blockquote>
      );
  }
}

/** Article content, rendered from the shared safe parser as React elements: no HTML string is ever injected. */
export function Markdown({ content }: { content: string }) {
  const blocks = useMemo(() => parseMarkdown(content), [content]);
  return (
    <div className="prose">
      {blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </div>
  );
}
