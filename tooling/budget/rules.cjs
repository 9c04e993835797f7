// The JavaScript budget's rules, apart from how the figures are measured:
// compare each figure (compressed bytes) with its budget (KiB) and say which
// are over, and which have no budget at all (a new remote, expose or route
// must be given one).
'use strict';

const KIB = 1024;

/**
 * @param {Array<{ name: string, bytes: number }>} figures
 * @param {Record<string, number>} budgets KiB per name
 * @returns {Array<{ name: string, kib: number, budgetKib: number | null, over: boolean }>}
 */
function compare(figures, budgets) {
  return figures.map(({ name, bytes }) => {
    const budgetKib = Object.hasOwn(budgets, name) ? budgets[name] : null;
    const kib = Math.round((bytes / KIB) * 10) / 10;
    return { name, kib, budgetKib, over: budgetKib === null || bytes > budgetKib * KIB };
  });
}

/** One line per figure: name, figure, budget and what is wrong. */
function report(rows) {
  const width = Math.max(...rows.map((r) => r.name.length), 4);
  return rows
    .map((r) => {
      const verdict = r.budgetKib === null ? 'NO BUDGET' : r.over ? `OVER by ${(r.kib - r.budgetKib).toFixed(1)} KiB` : 'ok';
      return `${r.name.padEnd(width)}  ${r.kib.toFixed(1).padStart(6)} KiB  budget ${r.budgetKib === null ? '   -' : String(r.budgetKib).padStart(4)} KiB  ${verdict}`;
    })
    .join('\n');
}

module.exports = { compare, report, KIB };
