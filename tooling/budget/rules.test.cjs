const { compare, report } = require('./rules.cjs');

describe('JavaScript budget rules', () => {
  const budgets = { 'gallery entry': 8, 'gallery/ProductGallery': 50 };

  it('passes figures at or under their budget and flags those over it', () => {
    const rows = compare(
      [
        { name: 'gallery entry', bytes: 8 * 1024 },
        { name: 'gallery/ProductGallery', bytes: 50 * 1024 + 1 },
      ],
      budgets,
    );
    expect(rows.map((r) => [r.name, r.over])).toEqual([
      ['gallery entry', false],
      ['gallery/ProductGallery', true],
    ]);
    expect(report(rows)).toMatch(/gallery\/ProductGallery\s+50\.0 KiB\s+budget\s+50 KiB\s+OVER by 0\.0 KiB/);
  });

  it('fails a figure that has no budget', () => {
    const [row] = compare([{ name: 'gallery/NewWidget', bytes: 100 }], budgets);
    expect(row).toMatchObject({ over: true, budgetKib: null });
    expect(report([row])).toContain('NO BUDGET');
  });
});
