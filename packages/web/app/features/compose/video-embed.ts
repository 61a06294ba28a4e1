import { isVideoEmbedSrc, VIDEO_EMBED_SANDBOX } from '@masthead/core';
import { mergeAttributes, Node } from '@tiptap/core';
import { NodeSelection, TextSelection, type Transaction } from '@tiptap/pm/state';

/**
 * After a picture or player went in, it is selected: typing would replace it. The cursor moves to the
 * text after it instead (a new paragraph when none follows).
 */
export function placeCursorAfterNode(tr: Transaction): boolean {
  const { selection } = tr;
  if (!(selection instanceof NodeSelection)) return true;
  const after = selection.to;
  const next = tr.doc.resolve(after).nodeAfter;
  if (next?.isTextblock) {
    tr.setSelection(TextSelection.create(tr.doc, after + 1));
    return true;
  }
  const paragraph = tr.doc.type.schema.nodes.paragraph;
  if (!paragraph) return true;
  tr.insert(after, paragraph.create());
  tr.setSelection(TextSelection.create(tr.doc, after + 1));
  return true;
}

export type VideoEmbedOptions = {
  /** The player's accessible name (the server keeps a title, or names it 'Video'). */
  title: string;
  /** The label of the button that takes the player out of the text. */
  removeLabel: string;
};

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    videoEmbed: {
      /** Inserts a YouTube (no-cookie) or Vimeo player; any other address is refused. */
      setVideoEmbed: (src: string) => ReturnType;
    };
  }
}

/**
 * A YouTube or Vimeo player in the body, written as the server's sanitiser keeps it:
 * `<figure><iframe src=… title allowfullscreen sandbox></iframe></figure>` (see
 * packages/server/src/rich-text/sanitize.ts and core's compose/links.ts).
 */
export const VideoEmbed = Node.create<VideoEmbedOptions>({
  name: 'videoEmbed',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,

  addOptions() {
    return { title: 'Video', removeLabel: 'Remove video' };
  },

  addAttributes() {
    return {
      src: {
        default: null,
        parseHTML: (element) => {
          const src = element.getAttribute('src') ?? '';
          return isVideoEmbedSrc(src) ? src : null;
        },
      },
    };
  },

  parseHTML() {
    return [
      {
        tag: 'iframe[src]',
        getAttrs: (element) => (isVideoEmbedSrc(element.getAttribute('src') ?? '') ? null : false),
      },
    ];
  },

  renderHTML({ HTMLAttributes }) {
    return [
      'figure',
      {},
      [
        'iframe',
        mergeAttributes(HTMLAttributes, {
          title: this.options.title,
          allowfullscreen: 'true',
          sandbox: VIDEO_EMBED_SANDBOX,
          loading: 'lazy',
          referrerpolicy: 'strict-origin-when-cross-origin',
        }),
      ],
    ];
  },

  addCommands() {
    return {
      setVideoEmbed:
        (src) =>
        ({ chain }) =>
          isVideoEmbedSrc(src)
            ? chain()
                .insertContent({ type: this.name, attrs: { src } })
                .command(({ tr }) => placeCursorAfterNode(tr))
                .run()
            : false,
    };
  },

  /** In the editor the player plays, and a button beside it takes it out again. */
  addNodeView() {
    return ({ node, getPos, editor }) => {
      const dom = document.createElement('figure');
      dom.className = 'editor-embed';
      dom.contentEditable = 'false';
      const frame = document.createElement('iframe');
      frame.src = String(node.attrs.src ?? '');
      frame.title = this.options.title;
      frame.allowFullscreen = true;
      frame.setAttribute('sandbox', VIDEO_EMBED_SANDBOX);
      frame.setAttribute('loading', 'lazy');
      frame.referrerPolicy = 'strict-origin-when-cross-origin';
      const remove = document.createElement('button');
      remove.type = 'button';
      remove.className = 'button button-secondary button-small editor-embed-remove';
      remove.textContent = this.options.removeLabel;
      remove.addEventListener('click', () => {
        const pos = getPos();
        if (typeof pos !== 'number') return;
        editor
          .chain()
          .focus()
          .deleteRange({ from: pos, to: pos + node.nodeSize })
          .run();
      });
      dom.append(frame, remove);
      return {
        dom,
        stopEvent: (event) => event.target === remove,
        ignoreMutation: () => true,
      };
    };
  },
});
