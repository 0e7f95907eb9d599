import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, type ReactNode } from 'react';

export interface RichTextTexts {
  toolbar: string;
  bold: string;
  italic: string;
  heading: string;
  bulletList: string;
  orderedList: string;
  quote: string;
  link: string;
  linkPrompt: string;
}

interface RichTextEditorProps {
  id: string;
  /** The id of the visible label that names the editor. */
  labelledBy: string;
  /** HTML, as the server sanitised it. */
  value: string;
  /** The new HTML, '' when the editor is empty. */
  onChange: (html: string) => void;
  texts: RichTextTexts;
  describedBy?: string | undefined;
}

const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    codeBlock: false,
    link: { openOnClick: false, autolink: true, HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' } },
  }),
];

type Mark = 'bold' | 'italic' | 'heading' | 'bulletList' | 'orderedList' | 'blockquote' | 'link';

const ACTIONS: { mark: Mark; label: keyof RichTextTexts; symbol: ReactNode; run: (editor: Editor, texts: RichTextTexts) => void }[] = [
  { mark: 'bold', label: 'bold', symbol: <strong>B</strong>, run: (editor) => editor.chain().focus().toggleBold().run() },
  { mark: 'italic', label: 'italic', symbol: <em>I</em>, run: (editor) => editor.chain().focus().toggleItalic().run() },
  { mark: 'heading', label: 'heading', symbol: 'H', run: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run() },
  { mark: 'bulletList', label: 'bulletList', symbol: '•', run: (editor) => editor.chain().focus().toggleBulletList().run() },
  { mark: 'orderedList', label: 'orderedList', symbol: '1.', run: (editor) => editor.chain().focus().toggleOrderedList().run() },
  { mark: 'blockquote', label: 'quote', symbol: '“', run: (editor) => editor.chain().focus().toggleBlockquote().run() },
  {
    mark: 'link',
    label: 'link',
    symbol: '↗',
    run: (editor, texts) => {
      const address = window.prompt(texts.linkPrompt, (editor.getAttributes('link').href as string | undefined) ?? 'https://');
      if (address === null) return;
      if (address.trim() === '' || address.trim() === 'https://') editor.chain().focus().extendMarkRange('link').unsetLink().run();
      else editor.chain().focus().extendMarkRange('link').setLink({ href: address.trim() }).run();
    },
  },
];

/**
 * Rich text (headings, lists, emphasis, quotes, links) edited in place, as HTML that the server
 * sanitises again. The editor starts in the browser; until then (and on the server) the text is
 * shown as it is saved.
 */
export function RichTextEditor({ id, labelledBy, value, onChange, texts, describedBy }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        class: 'rich-text rich-text-editor__content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => Object.fromEntries(ACTIONS.map(({ mark }) => [mark, current?.isActive(mark) ?? false])) as Record<Mark, boolean>,
  });

  // A value set from outside (discarding changes, taking someone else's version) replaces the text.
  useEffect(() => {
    if (!editor) return;
    const shown = editor.isEmpty ? '' : editor.getHTML();
    if (shown !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="rich-text-editor">
      {/* It controls the editor once the editor has started: before, no element has the id. */}
      <div className="rich-text-editor__toolbar" role="toolbar" aria-label={texts.toolbar} aria-controls={editor ? id : undefined}>
        {ACTIONS.map(({ mark, label, symbol, run }) => (
          <button
            key={mark}
            type="button"
            className="rich-text-editor__button"
            aria-label={texts[label]}
            title={texts[label]}
            aria-pressed={active?.[mark] ?? false}
            disabled={!editor}
            onClick={() => editor && run(editor, texts)}
          >
            {symbol}
          </button>
        ))}
      </div>
      {editor ? <EditorContent editor={editor} /> : <div className="rich-text rich-text-editor__content" dangerouslySetInnerHTML={{ __html: value }} />}
    </div>
  );
}

/** Saved rich text, read only. The HTML is the server's sanitised brief, never what a browser sent. */
export function RichText({ html, empty }: { html: string; empty: string }) {
  return html === '' ? <p className="list-note">{empty}</p> : <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
