// Plain editor text (never HTML): paragraphs split at blank lines, single line
// breaks kept as lines within a paragraph.

export function paragraphs(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((block) => block.split('\n').map((line) => line.trim()).filter((line) => line !== ''))
    .filter((lines) => lines.length > 0);
}
