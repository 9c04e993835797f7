// The extractive summary: quotes the reviews' own most shared sentences on
// their most mentioned features, and the critics' when there are enough.
import { PROMOTIONAL_REVIEW_PREFIX } from '@storefront/shared-contracts';
import { reviewFeatures } from './features';
import { quotableSentences, summarise, type SummaryReview } from './summary';

const review = (rating: number, reviewText: string): SummaryReview => ({ rating, reviewText, features: reviewFeatures({ title: '', reviewText }) });

const happy = [
  review(5, 'Love it. The fit is perfect on me. The colour is gorgeous.'),
  review(5, 'The fit is perfect on me. Great quality, it feels well made.'),
  review(4, 'The fit is perfect on me. The colour is gorgeous. Great price for what you get.'),
  review(4, 'It fits nicely on me. The colour is gorgeous.'),
  review(5, 'The colour is gorgeous and bright. Great quality, it feels well made.'),
];

describe('summarise', () => {
  it('names the most mentioned features and quotes the most shared sentence on each', () => {
    expect(summarise(happy)).toBe(
      'Reviewers most often mention the colour, fit and quality. The colour is gorgeous. The fit is perfect on me. Great quality, it feels well made.',
    );
  });

  it('quotes only sentences the reviews hold', () => {
    const summary = summarise(happy)!;
    const quoted = summary.split(/(?<=\.)\s+/).slice(1);
    for (const sentence of quoted) expect(happy.some((r) => r.reviewText.includes(sentence))).toBe(true);
  });

  it('is the same whatever the order of the reviews', () => {
    expect(summarise([...happy].reverse())).toBe(summarise(happy));
  });

  it('adds what critics most say when enough reviews are critical, and not otherwise', () => {
    const critics = [review(1, 'The fit was all wrong for me.'), review(2, 'The fit was all wrong for me. Poor quality overall.')];
    expect(summarise([...happy, ...critics])).toContain('Less happy reviewers say: The fit was all wrong for me.');
    expect(summarise(happy)).not.toContain('Less happy');
  });

  it('prefers, between equally shared sentences, the one nearest the average rating', () => {
    const reviews = [review(5, 'The fit is superb here.'), review(3, 'The fit is fine I suppose.'), review(3, 'Okay overall.'), review(3, 'Okay.')];
    expect(summarise(reviews)).toBe('Reviewers most often mention the fit. The fit is fine I suppose.');
  });

  it("frames the quotes in the locale's words, the quotes as the reviewers wrote them", () => {
    const critics = [review(1, 'The fit was all wrong for me.'), review(2, 'The fit was all wrong for me. Poor quality overall.')];
    expect(summarise(happy, 'fr-FR')).toBe(
      'Les clients évoquent le plus souvent : couleur, coupe et qualité. The colour is gorgeous. The fit is perfect on me. Great quality, it feels well made.',
    );
    expect(summarise([...happy, ...critics], 'sv-SE')).toMatch(/^Recensenterna nämner oftast: passform, färg och kvalitet\. .* Mindre nöjda recensenter säger: The fit was all wrong for me\.$/);
    expect(summarise(happy, 'nl-NL')).toMatch(/^Reviewers noemen het vaakst: kleur, pasvorm en kwaliteit\. /);
  });

  it('says nothing when no review mentions a feature', () => {
    expect(summarise([review(5, 'Love it!'), review(4, 'ありがとう')])).toBeNull();
    expect(summarise([])).toBeNull();
  });
});

describe('quotableSentences', () => {
  it('drops the promotional prefix, markup and sentences about no feature', () => {
    const text = `${PROMOTIONAL_REVIEW_PREFIX} Absolutely love it! The <b>fit</b> is great. The colour is gorgeous.`;
    expect(quotableSentences(text)).toEqual(['The colour is gorgeous.']);
  });
});
